/**
 * The embedded stack's event source mapping: polls DynamoDB Local's stream of the table (the
 * DynamoDB Streams API it serves on its own port) and hands each batch to a function as Lambda's
 * mapping does in AWS: the same event shape (`Records[]` with `eventName`, `dynamodb.NewImage`,
 * `SequenceNumber`), the same filter (inserts of request items and of added offers naming a PDF), retries of the records the
 * function reports as failed (`batchItemFailures`), up to `maxAttempts`, then the record is
 * dropped with a log line, where AWS sends it to the dead-letter queue.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

interface StreamPollerOptions {
  readonly endpoint: string;
  readonly tableName: string;
  readonly region: string;
  /** Which records reach the function (AWS: the mapping's filter criteria). */
  readonly filter: (record: DynamoDBRecord) => boolean;
  readonly handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;
  readonly log: (line: string) => void;
  readonly intervalMs?: number;
  readonly maxAttempts?: number;
  /** Records per invocation and invocations at once (AWS: the mapping's batch size and parallelization factor). @default 100, 1 */
  readonly batching?: { readonly size: number; readonly parallel: number };
}

async function call<T>(
  options: StreamPollerOptions,
  service: 'DynamoDB_20120810' | 'DynamoDBStreams_20120810',
  action: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(options.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': `${service}.${action}`,
      // DynamoDB Local wants a signature's shape, not a valid one.
      authorization: `AWS4-HMAC-SHA256 Credential=local/20250101/${options.region}/dynamodb/aws4_request, SignedHeaders=host, Signature=0`,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { __type?: string; message?: string };
  if (!response.ok) throw new Error(`${action}: ${json.__type ?? response.status} ${json.message ?? ''}`);
  return json;
}

/** Starts polling; returns a function that stops it. */
export function pollTableStream(options: StreamPollerOptions): () => void {
  const intervalMs = options.intervalMs ?? 500;
  const maxAttempts = options.maxAttempts ?? 3;
  const iterators = new Map<string, string | undefined>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function shards(): Promise<void> {
    const { Table } = await call<{ Table: { LatestStreamArn?: string } }>(options, 'DynamoDB_20120810', 'DescribeTable', {
      TableName: options.tableName,
    });
    const arn = Table.LatestStreamArn;
    if (!arn) throw new Error(`table ${options.tableName} has no stream`);
    const { StreamDescription } = await call<{ StreamDescription: { Shards: { ShardId: string }[] } }>(
      options,
      'DynamoDBStreams_20120810',
      'DescribeStream',
      { StreamArn: arn },
    );
    for (const { ShardId } of StreamDescription.Shards) {
      if (iterators.has(ShardId)) continue;
      // A shard seen at start begins at its end (LATEST, as a new mapping does); a later one from its start.
      const type = first ? 'LATEST' : 'TRIM_HORIZON';
      const { ShardIterator } = await call<{ ShardIterator?: string }>(options, 'DynamoDBStreams_20120810', 'GetShardIterator', {
        StreamArn: arn,
        ShardId,
        ShardIteratorType: type,
      });
      iterators.set(ShardId, ShardIterator);
    }
  }
  let first = true;

  /** The filtered records in batches of `size`, `parallel` batches at a time, each retried on its own. */
  async function deliver(records: DynamoDBRecord[]): Promise<void> {
    const { size, parallel } = options.batching ?? { size: 100, parallel: 1 };
    const matching = records.filter(options.filter);
    const batches: DynamoDBRecord[][] = [];
    for (let i = 0; i < matching.length; i += size) batches.push(matching.slice(i, i + size));
    const workers = Array.from({ length: Math.min(parallel, batches.length) }, async () => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) await deliverBatch(batch);
    });
    await Promise.all(workers);
  }

  async function deliverBatch(batch: DynamoDBRecord[]): Promise<void> {
    let pending = batch;
    for (let attempt = 1; pending.length > 0; attempt++) {
      let failed: string[];
      try {
        const result = await options.handler({ Records: pending });
        failed = (result?.batchItemFailures ?? []).map((f) => f.itemIdentifier);
      } catch (error) {
        failed = pending.map((r) => r.dynamodb?.SequenceNumber ?? '');
        options.log(`stream handler failed: ${(error as Error).message}`);
      }
      pending = pending.filter((r) => failed.includes(r.dynamodb?.SequenceNumber ?? ''));
      if (pending.length > 0 && attempt >= maxAttempts) {
        options.log(`stream: ${pending.length} record(s) failed ${attempt} times and are dropped (AWS: the dead-letter queue)`);
        return;
      }
    }
  }

  async function poll(): Promise<void> {
    await shards();
    first = false;
    for (const [shard, iterator] of iterators) {
      if (!iterator) continue;
      const { Records, NextShardIterator } = await call<{ Records: DynamoDBRecord[]; NextShardIterator?: string }>(
        options,
        'DynamoDBStreams_20120810',
        'GetRecords',
        {
          ShardIterator: iterator,
          Limit: 100,
        },
      );
      iterators.set(shard, NextShardIterator);
      if (Records.length > 0) await deliver(Records);
    }
  }

  const loop = () => {
    if (stopped) return;
    poll()
      .catch((error: unknown) => options.log(`stream poll failed: ${(error as Error).message}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs).unref();
      });
  };
  loop();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
