/**
 * npm run bench:load — the product under load on the embedded stack (issue 19). Starts the whole
 * embedded stack (API through the local gateway, DynamoDB Local, s3rver, cognito-local, SES), makes
 * 200 physicians and 50 approved staff with two-step sign-in (test/support/accounts.ts), signs them
 * in, then at once: each physician uploads a real small PDF (test/support/pdfs.ts) through its
 * presigned POST and submits a compensation consultation, from an address of its own (the gateway
 * counts clients by address, as API Gateway does); each staff member reads the dashboard's first
 * page (All, Reviewed, Non-Reviewed in turn) until the submissions are done. Prints throughput,
 * latency percentiles, the 5xx count and a reconciliation against the table and the bucket: every
 * submission stored exactly once, every file with its record and every record with its file, and the
 * counters equal to the records. LOAD_PHYSICIANS and LOAD_READERS change the numbers. Not part of
 * npm test. Stops everything it started.
 */
import { callFrom, newClientAddress } from '../test/support/client-address';
import { createTestAccount, signInTokens, type TestAccount } from '../test/support/accounts';
import { makePdf } from '../test/support/pdfs';
import { consultForm } from '../test/support/request-forms';
import { bucketClient, listObjects, scanTable } from '../test/support/clients';
import { startTestStack, type ProvidedStack } from '../test/support/test-stack';
import { uploadFormData, type UploadForm } from '../test/support/uploads';
import { percentile } from './percentile';

const physicianCount = Number(process.env.LOAD_PHYSICIANS ?? 200);
const readerCount = Number(process.env.LOAD_READERS ?? 50);

interface Timing {
  readonly ms: number;
  readonly status: number;
}

/** Runs `work` over `items`, at most `limit` at a time (setup only: the load itself is all at once). */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) results.push(...(await Promise.all(items.slice(start, start + limit).map(work))));
  return results;
}

async function timed(call: () => Promise<{ status: number }>): Promise<Timing> {
  const started = performance.now();
  const { status } = await call();
  return { ms: performance.now() - started, status };
}

const consult = { ...consultForm, otherData: 'Is the base salary fair for the region?' } as const;

/** One physician's submission, as the browser makes it: presigned POST from the API, the file to the bucket, then the form. */
async function submit(stack: ProvidedStack, token: string, client: string, pdf: Buffer): Promise<{ upload: Timing; post: Timing; submit: Timing }> {
  let key = '';
  const upload = await timed(async () => {
    const answer = await callFrom(client, `${stack.urls.api}/me/requests/upload`, {
      method: 'POST',
      token,
      body: { contentType: 'application/pdf' },
    });
    if (answer.status === 200) {
      const created = answer.body as UploadForm;
      key = created.key;
      uploadUrl.set(key, { url: created.url, form: uploadFormData(created, pdf, { fileName: 'offer.pdf' }) });
    }
    return answer;
  });
  const post = await timed(async () => {
    const staged = uploadUrl.get(key);
    if (!staged) return { status: 0 };
    const response = await fetch(staged.url, { method: 'POST', body: staged.form });
    await response.arrayBuffer();
    return response;
  });
  const answer = await timed(() =>
    callFrom(client, `${stack.urls.api}/me/requests/compensationConsult`, { method: 'POST', token, body: { ...consult, key } }),
  );
  return { upload, post, submit: answer };
}
const uploadUrl = new Map<string, { url: string; form: FormData }>();

async function main() {
  console.log(`Starting the embedded stack…`);
  const { provided: stack, stop } = await startTestStack('none');
  const s3 = bucketClient(stack);
  try {
    const setupStarted = performance.now();
    const physicians = await inBatches(
      Array.from({ length: physicianCount }, (_, n) => n),
      10,
      async (n) => {
        const account = await createTestAccount(stack, { role: 'physician', firstName: `Load${n}` });
        return { account, token: (await signInTokens(stack, account.email, account.password)).accessToken, client: newClientAddress() };
      },
    );
    const readers = await inBatches(
      Array.from({ length: readerCount }, (_, n) => n),
      5,
      async (n) => {
        const account: TestAccount = await createTestAccount(stack, { role: 'staff', approved: true, firstName: `Reader${n}` });
        return { account, token: (await signInTokens(stack, account.email, account.password)).accessToken, client: newClientAddress() };
      },
    );
    const pdfs = await Promise.all(physicians.map((_, n) => makePdf(1 + (n % 3), `Offer letter ${n}`)));
    console.log(
      `Made ${physicians.length} physicians and ${readers.length} approved staff (two-step sign-in), signed in, in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s.\n`,
    );

    // The load: every submission at once, the readers reading until the last one is in.
    let submitting = true;
    const reads: Timing[] = [];
    const refusals = new Map<number, string>();
    const filters = ['all', 'reviewed', 'non-reviewed'] as const;
    const started = performance.now();
    const readerLoops = readers.map(async (reader, n) => {
      for (let round = n; submitting; round++) {
        const filter = filters[round % filters.length]!;
        const readStarted = performance.now();
        const answer = await callFrom(reader.client, `${stack.urls.api}/dashboard/requests/compensationConsult?filter=${filter}`, {
          method: 'GET',
          token: reader.token,
        });
        reads.push({ ms: performance.now() - readStarted, status: answer.status });
        if (answer.status !== 200) refusals.set(answer.status, JSON.stringify(answer.body));
      }
    });
    const submissions = await Promise.all(physicians.map((physician, n) => submit(stack, physician.token, physician.client, pdfs[n]!)));
    const submitSeconds = (performance.now() - started) / 1000;
    submitting = false;
    await Promise.all(readerLoops);
    const seconds = (performance.now() - started) / 1000;

    const rows: [string, Timing[]][] = [
      ['presigned POST (API)', submissions.map((s) => s.upload)],
      ['PDF to the bucket', submissions.map((s) => s.post)],
      ['submission (API)', submissions.map((s) => s.submit)],
      ['dashboard page (API)', reads],
    ];
    const header = ['call', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', '2xx', '4xx', '5xx'];
    const table = rows.map(([name, timings]) => {
      const ms = timings.map((t) => t.ms);
      const count = (low: number) => timings.filter((t) => t.status >= low && t.status < low + 100).length;
      return [
        name,
        String(timings.length),
        percentile(ms, 50).toFixed(0),
        percentile(ms, 95).toFixed(0),
        percentile(ms, 99).toFixed(0),
        Math.max(...ms).toFixed(0),
        String(count(200)),
        String(count(400)),
        String(count(500)),
      ];
    });
    const widths = header.map((title, column) => Math.max(title.length, ...table.map((row) => row[column]!.length)));
    const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
    console.log(line(header));
    for (const row of table) console.log(line(row));
    const all = rows.flatMap(([, timings]) => timings);
    const fiveHundreds = all.filter((t) => t.status >= 500).length;
    const accepted = submissions.filter((s) => s.submit.status >= 200 && s.submit.status < 300).length;
    console.log(
      `\n${physicians.length} submissions in ${submitSeconds.toFixed(1)} s (${(accepted / submitSeconds).toFixed(1)} accepted/s), ` +
        `${reads.length} dashboard pages by ${readers.length} readers (${(reads.length / seconds).toFixed(1)} pages/s); ` +
        `${all.length} calls, ${fiveHundreds} answered 5xx.`,
    );

    // Reconciliation, from the table and the bucket themselves.
    const items = await scanTable(stack);
    const records = items.filter((item) => String(item.SK).startsWith('REQUEST#'));
    const counter = items.find((item) => item.PK === 'COUNTER#REQUESTS#compensationConsult');
    const objects = new Set((await listObjects(s3, stack.resources.uploadsBucket, 'requests/')).map((object) => object.Key!));
    const perPhysician = new Map<string, number>();
    for (const record of records) perPhysician.set(String(record.userId), (perPhysician.get(String(record.userId)) ?? 0) + 1);
    const files = new Set(records.map((record) => String(record.file)));
    const checks: [string, boolean][] = [
      [
        `every accepted submission stored exactly once (${accepted} accepted, ${records.length} records)`,
        records.length === accepted && [...perPhysician.values()].every((n) => n === 1),
      ],
      [`every physician's submission accepted (${accepted} of ${physicians.length})`, accepted === physicians.length],
      [
        `every record's file in the bucket (${[...files].filter((file) => objects.has(file)).length} of ${records.length})`,
        [...files].every((file) => objects.has(file)),
      ],
      [`every file with its record (${objects.size} files under requests/)`, [...objects].every((key) => files.has(key))],
      [
        `the counter equals the records (total ${String(counter?.total ?? 0)}, reviewed ${String(counter?.reviewed ?? 0)})`,
        Number(counter?.total ?? 0) === records.length && Number(counter?.reviewed ?? 0) === 0,
      ],
      ['no 5xx', fiveHundreds === 0],
    ];
    for (const [status, body] of refusals) console.log(`A dashboard page answered ${status}: ${body}`);
    console.log('\nReconciliation:');
    for (const [text, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${text}`);
    if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    s3.destroy();
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
