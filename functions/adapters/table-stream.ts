import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';

/** The new item of a stream record of an insert, as plain values; undefined for any other change. */
export function insertedItem(record: DynamoDBRecord): Record<string, unknown> | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return undefined;
  return unmarshall(image as Parameters<typeof unmarshall>[0]) as Record<string, unknown>;
}
