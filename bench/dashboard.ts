/**
 * npm run bench:dashboard — the staff tables' reads at scale (issue 15). Starts DynamoDB Local alone
 * (infra/local/emulators.ts, `only`), creates the product's table (infra/local/bootstrap.ts
 * ensureTable), seeds 10,000 physicians with 30,000 requests, then measures for each table
 * (compensation consultations, contract reviews) and filter (All, Reviewed, Non-Reviewed), for the
 * first page and a later one (the 20th), the product's read (one Query of GSI1 or GSI2, as
 * functions/adapters/requests.ts listRequestPage sends it, plus the type's counter) against the
 * original product's (spec §7: read every user, then each user's requests of the type, then filter,
 * sort and cut a page). Read units are what DynamoDB Local returns with ReturnConsumedCapacity TOTAL.
 * BENCH_RUNS sets the product's repetitions (default 40); the original approach runs 3 times per
 * table (it reads everything, whatever the filter or page). Stops everything it started.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../functions/adapters/table';
import { listIndexName, stateListIndexName } from '../shared/api/table-partitions';
import { requestTypes, type RequestType } from '../shared/constants/request-types';
import type { RequestFilter } from '../shared/api/staff-requests';
import { ensureTable } from '../infra/local/bootstrap';
import { startEmulators } from '../infra/local/emulators';
import { freePort } from '../infra/local/ports';
import { percentile } from './percentile';

const physicians = 10_000;
const requestsPerPhysician = 3;
const pageSize = 25;
const laterPage = 20;
const runs = Number(process.env.BENCH_RUNS ?? 40);
const originalRuns = 3;
const targets = { readUnitRatio: 100, p95Ms: 100 };

const tableName = 'bench-dashboard';

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-dashboard-'));
  const port = await freePort();
  const emulators = await startEmulators({
    dataDir,
    ports: { dynamodb: port, s3: 0, cognito: 0, ses: 0 },
    only: ['dynamodb'],
    webOrigin: 'http://127.0.0.1:1',
    readyTimeoutMs: 60_000,
  });
  const raw = new DynamoDBClient({
    endpoint: emulators.endpoints.dynamodb,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const documents = DynamoDBDocumentClient.from(raw);
  try {
    await ensureTable(raw, tableName);
    const seeded = await seed(documents);
    console.log(
      `Seeded ${physicians.toLocaleString()} physicians and ${seeded.requests.toLocaleString()} requests in ${seeded.seconds.toFixed(0)} s.\n`,
    );
    console.log('Read units: as DynamoDB Local reports them (ReturnConsumedCapacity TOTAL, eventually consistent reads).');
    console.log(`Product: ${runs} runs per cell; original approach: ${originalRuns} runs per table (the same reads for every filter and page).\n`);
    const header = ['table', 'filter', 'page', 'product RU', 'product p50/p95 ms', 'original RU', 'original p50/p95 ms', 'RU ratio'];
    const rows: string[][] = [];
    let missed = false;
    for (const type of requestTypes) {
      const original = await measureOriginal(documents, type);
      for (const filter of ['all', 'reviewed', 'non-reviewed'] as const) {
        for (const page of [1, laterPage]) {
          const product = await measureProduct(documents, type, filter, page);
          const ratio = original.readUnits / product.readUnits;
          if (ratio < targets.readUnitRatio || product.p95 > targets.p95Ms) missed = true;
          rows.push([
            type,
            filter,
            String(page),
            product.readUnits.toFixed(1),
            `${product.p50.toFixed(1)} / ${product.p95.toFixed(1)}`,
            original.readUnits.toFixed(1),
            `${original.p50.toFixed(0)} / ${original.p95.toFixed(0)}`,
            `${ratio.toFixed(0)}x`,
          ]);
        }
      }
    }
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log(
      `\nTargets: at least ${targets.readUnitRatio}x fewer read units, p95 at most ${targets.p95Ms} ms per page: ${missed ? 'some missed' : 'all met'}.`,
    );
  } finally {
    raw.destroy();
    await emulators.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Writes the accounts and requests as the product stores them (keys from functions/adapters/table.ts), 25 to a batch. */
async function seed(documents: DynamoDBDocumentClient): Promise<{ requests: number; seconds: number }> {
  const started = performance.now();
  const items: Record<string, unknown>[] = [];
  const counts = new Map<RequestType, { total: number; reviewed: number }>(requestTypes.map((type) => [type, { total: 0, reviewed: 0 }]));
  const base = Date.UTC(2026, 0, 1);
  for (let n = 0; n < physicians; n++) {
    const userId = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const joiningDate = base + n * 60_000;
    items.push({
      ...keys.account(userId),
      ...keys.accountList('physician', joiningDate),
      userId,
      role: 'physician',
      firstName: `First${n}`,
      lastName: `Last${n}`,
      email: `physician${n}@example.test`,
      practiceState: 'CA',
      resident: false,
      years: '5',
      speciality: 'cardiology',
      joiningDate,
      approved: false,
      emailVerified: true,
    });
    for (let r = 0; r < requestsPerPhysician; r++) {
      const type = requestTypes[(n + r) % 2]!;
      const timeStamp = joiningDate + (r + 1) * 1_000 + ((n * 7919 + r * 104729) % 86_400_000);
      const reviewed = (n + r) % 5 < 2;
      const count = counts.get(type)!;
      count.total++;
      if (reviewed) count.reviewed++;
      items.push({
        ...keys.request(userId, type, timeStamp),
        ...keys.requestList(type, timeStamp),
        ...keys.requestStateList(type, reviewed, timeStamp),
        kind: 'request',
        userId,
        type,
        timeStamp,
        file: `requests/${userId}/${type}/${timeStamp}.pdf`,
        pages: 3,
        size: 250_000,
        firstName: `First${n}`,
        lastName: `Last${n}`,
        email: `physician${n}@example.test`,
        phone: '5551234567',
        ...(type === 'compensationConsult' ? { practiceState: 'CA', otherData: 'Is the base salary fair for the region?' } : {}),
        practiceType: 'hospital_based',
        resident: false,
        years: '5',
        speciality: 'cardiology',
        ...(type === 'contractReview' ? { comments: 'Please look at the non-compete clause.', privacy: true } : {}),
        agreed: true,
        reviewed,
        status: reviewed ? 'reviewed' : 'submitted',
        submittedAt: timeStamp,
        ...(reviewed ? { reviewedAt: timeStamp + 3_600_000, reviewLink: `staff/s/feedbacks/requests/${userId}/${type}/${timeStamp}.pdf` } : {}),
      });
    }
  }
  for (const [type, count] of counts) items.push({ ...keys.requestCounter(type), kind: 'counter', ...count });
  const batches: Record<string, unknown>[][] = [];
  for (let index = 0; index < items.length; index += 25) batches.push(items.slice(index, index + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let pending = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
      while (pending.length) {
        const output = await documents.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
        pending = (output.UnprocessedItems?.[tableName] ?? []) as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { requests: physicians * requestsPerPhysician, seconds: (performance.now() - started) / 1000 };
}

function productQuery(type: RequestType, filter: RequestFilter, startKey?: Record<string, unknown>) {
  // The same Query as functions/adapters/requests.ts listRequestPage.
  const index =
    filter === 'all'
      ? { name: listIndexName, pk: 'GSI1PK', value: keys.requestListPartition(type) }
      : { name: stateListIndexName, pk: 'GSI2PK', value: keys.requestStateListPartition(type, filter === 'reviewed') };
  return new QueryCommand({
    TableName: tableName,
    IndexName: index.name,
    KeyConditionExpression: `${index.pk} = :list`,
    ExpressionAttributeValues: { ':list': index.value },
    ScanIndexForward: false,
    Limit: pageSize,
    ReturnConsumedCapacity: 'TOTAL',
    ...(startKey ? { ExclusiveStartKey: startKey } : {}),
  });
}

/** One page as the API reads it: the index Query from the page's cursor, and the counter (a consistent GetItem). */
async function measureProduct(documents: DynamoDBDocumentClient, type: RequestType, filter: RequestFilter, page: number) {
  let startKey: Record<string, unknown> | undefined;
  for (let n = 1; n < page; n++) startKey = (await documents.send(productQuery(type, filter, startKey))).LastEvaluatedKey;
  const times: number[] = [];
  let readUnits = 0;
  for (let run = 0; run < runs + 3; run++) {
    const started = performance.now();
    const [listed, counter] = await Promise.all([
      documents.send(productQuery(type, filter, startKey)),
      documents.send(new GetCommand({ TableName: tableName, Key: keys.requestCounter(type), ConsistentRead: true, ReturnConsumedCapacity: 'TOTAL' })),
    ]);
    const elapsed = performance.now() - started;
    if (listed.Count !== pageSize) throw new Error(`page ${page} of ${type}/${filter} held ${listed.Count} rows`);
    // The first runs warm the JVM's code for this query shape.
    if (run < 3) continue;
    times.push(elapsed);
    readUnits = (listed.ConsumedCapacity?.CapacityUnits ?? NaN) + (counter.ConsumedCapacity?.CapacityUnits ?? NaN);
  }
  return { readUnits, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * The original product's way (spec §7): every user, then each user's requests of the type, then the
 * filter, the sort by upload time and the page, in memory. Any page costs the same.
 */
async function measureOriginal(documents: DynamoDBDocumentClient, type: RequestType) {
  const times: number[] = [];
  let readUnits = 0;
  for (let run = 0; run < originalRuns; run++) {
    const started = performance.now();
    let units = 0;
    const users: string[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await documents.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: listIndexName,
          KeyConditionExpression: 'GSI1PK = :list',
          ExpressionAttributeValues: { ':list': keys.accountListPartition('physician') },
          ReturnConsumedCapacity: 'TOTAL',
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      units += page.ConsumedCapacity?.CapacityUnits ?? NaN;
      users.push(...(page.Items ?? []).map((item) => String(item.userId)));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    const requests: Record<string, unknown>[] = [];
    let next = 0;
    const worker = async () => {
      while (next < users.length) {
        const userId = users[next++]!;
        const page = await documents.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
            ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.requestSortPrefix(type) },
            ReturnConsumedCapacity: 'TOTAL',
          }),
        );
        units += page.ConsumedCapacity?.CapacityUnits ?? NaN;
        requests.push(...(page.Items ?? []));
      }
    };
    // The original client read users' sub-collections in parallel; 8 at a time here.
    await Promise.all(Array.from({ length: 8 }, worker));
    requests.sort((a, b) => Number(b.timeStamp) - Number(a.timeStamp));
    times.push(performance.now() - started);
    readUnits = units;
  }
  return { readUnits, p50: percentile(times, 50), p95: percentile(times, 95) };
}

await main();
