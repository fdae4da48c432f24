/**
 * npm run -s terms:agreement -- --table <name> [--endpoint <url>]
 *
 * The contract reader measured against what staff decided (issue 17): reads the term decisions kept
 * with every delivered review (the reviewed lists of GSI2, both request types) and prints, per term
 * and overall, how many findings staff confirmed, corrected or struck and how many they had to add,
 * with the reader's precision (confirmed ÷ reported) and recall (confirmed ÷ what staff stand behind).
 * Takes the Data stack's TableName and the usual AWS credentials and region; --endpoint for the
 * embedded stack's DynamoDB Local (`npm start` prints it). Read-only.
 */
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#functions/adapters/table.ts';
import { stateListIndexName } from '#shared/api/table-partitions.ts';
import { requestTypes } from '#shared/constants/request-types.ts';
import { termAgreement, type TermReview } from '#shared/contract-terms/review.ts';

const { values } = parseArgs({ options: { table: { type: 'string' }, endpoint: { type: 'string' } } });
if (!values.table) {
  console.error('--table: the Data stack output TableName');
  process.exit(2);
}
const documents = DynamoDBDocumentClient.from(new DynamoDBClient(values.endpoint ? { endpoint: values.endpoint } : {}));

const reviews: Pick<TermReview, 'terms'>[] = [];
for (const type of requestTypes) {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new QueryCommand({
        TableName: values.table,
        IndexName: stateListIndexName,
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.requestStateListPartition(type, true) },
        ProjectionExpression: 'termReview',
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    for (const item of page.Items ?? []) if (item.termReview) reviews.push(item.termReview as TermReview);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

const rows = termAgreement(reviews);
const ratio = (value: number | undefined) => (value === undefined ? '    -' : value.toFixed(3));
const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
const [confirmed, corrected, struck, added] = [sum((r) => r.confirmed), sum((r) => r.corrected), sum((r) => r.notInContract), sum((r) => r.added)];
console.log(`Reviews with term decisions: ${reviews.length}`);
console.log(`${'term'.padEnd(32)}confirmed corrected  struck   added  precision  recall`);
for (const row of [
  ...rows,
  {
    term: 'overall',
    confirmed,
    corrected,
    notInContract: struck,
    added,
    precision: confirmed + corrected + struck > 0 ? confirmed / (confirmed + corrected + struck) : undefined,
    recall: confirmed + corrected + added > 0 ? confirmed / (confirmed + corrected + added) : undefined,
  },
])
  console.log(
    `${row.term.padEnd(32)}${String(row.confirmed).padStart(9)}${String(row.corrected).padStart(10)}${String(row.notInContract).padStart(8)}${String(row.added).padStart(8)}${ratio(row.precision).padStart(11)}${ratio(row.recall).padStart(8)}`,
  );
