import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFunctionPool } from './gateway/function-pool';
import { pollTableStream } from './table-stream';

/** DynamoDB Local's stream API, played: one shard that yields one INSERT, then nothing. */
let served = false;
const server: Server = createServer((request, response) => {
  const action = String(request.headers['x-amz-target']).split('.')[1];
  const answers: Record<string, unknown> = {
    DescribeTable: { Table: { LatestStreamArn: 'arn:stream' } },
    DescribeStream: { StreamDescription: { Shards: [{ ShardId: 'shard-1' }] } },
    GetShardIterator: { ShardIterator: 'iterator' },
    GetRecords: {
      Records: served
        ? []
        : [{ eventName: 'INSERT', dynamodb: { SequenceNumber: '1', NewImage: { kind: { S: 'request' } } } } satisfies DynamoDBRecord],
      NextShardIterator: 'iterator',
    },
  };
  if (action === 'GetRecords') served = true;
  request.resume();
  response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(answers[action ?? ''] ?? {}));
});
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the stream runner, for an invocation the runtime stops', { timeout: 60_000 }, () => {
  it('counts a timed-out invocation as a failed batch: retried, then dropped after its attempts', async () => {
    const lines: string[] = [];
    const pool = createFunctionPool({ log: (line) => lines.push(line) });
    const job = {
      declared: { id: 'hangs' },
      handlerFile: fileURLToPath(new URL('./gateway/fixtures/hangs.ts', import.meta.url)),
      memoryMb: 512,
      timeoutSeconds: 1,
    };
    const stop = pollTableStream({
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      tableName: 'table',
      region: 'us-east-1',
      filter: () => true,
      handler: (event) => pool.invoke(job, event) as Promise<void>,
      log: (line) => lines.push(line),
      intervalMs: 50,
    });
    try {
      // The first poll starts at the shard's end (LATEST), as a new mapping does; the record comes with the next.
      await vi.waitFor(() => expect(lines).toContain('stream: 1 record(s) failed 3 times and are dropped (AWS: the dead-letter queue)'), {
        timeout: 50_000,
        interval: 200,
      });
      expect(lines.filter((line) => line === 'stream handler failed: Task timed out after 1.00 seconds')).toHaveLength(3);
      expect(lines.filter((line) => /^hangs \S+ Task timed out after 1\.00 seconds$/.test(line))).toHaveLength(3);
    } finally {
      stop();
      await pool.close();
    }
  });
});
