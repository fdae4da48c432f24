/**
 * DynamoDB Local does not enforce IAM, so the embedded gateway does what the functions' roles do in
 * AWS (infra/constructs/api-function.ts): while a route's handler runs, every call it makes to the
 * table must keep to the route's `needs.table`: its item actions only on keys of its declared
 * partitions (dynamodb:LeadingKeys, ForAllValues:StringLike), Query on the list index only for its
 * declared lists (GSI1) and on the state-list index only for its declared state lists (GSI2), nothing at all without `needs.table`, never a Scan. A call outside that is refused
 * with AccessDeniedException, as IAM would refuse it, so every integration test of a route also
 * checks its declaration against what its code does.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { emailReads, type RouteDefinition, type RouteNeeds, type TableNeeds } from '#shared/api/route-definition.ts';
import { leadingKeyPatterns, listIndexName, partitionOf, stateListIndexName, type TablePartition } from '#shared/api/table-partitions.ts';
import { tableDefinition } from '#functions/adapters/table.ts';

/** One authorization IAM makes for a call: an action on the table or an index, with the partition-key values it reaches. */
export interface TableAuthorization {
  readonly action: string;
  /** undefined: the table itself. */
  readonly index?: string;
  readonly leadingKeys: readonly string[];
  /** UpdateItem: the attribute names the request names (dynamodb:Attributes), key attributes included. */
  readonly attributes?: readonly string[];
}

const expressionWords = new Set(
  'SET REMOVE ADD DELETE AND OR NOT BETWEEN IN attribute_exists attribute_not_exists attribute_type begins_with contains size if_not_exists list_append'
    .toLowerCase()
    .split(' '),
);

/** The attribute names an UpdateItem names: its key's, and those of its update and condition expressions. */
function updatedAttributes(input: Json): string[] {
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const expressions = [input.UpdateExpression, input.ConditionExpression].filter((text): text is string => typeof text === 'string');
  const named = expressions.flatMap((text) =>
    [...text.replace(/:\w+/g, ' ').matchAll(/#\w+|[A-Za-z_]\w*/g)]
      .map(([word]) => (word.startsWith('#') ? (names[word] ?? word) : word))
      .filter((word) => !expressionWords.has(word.toLowerCase())),
  );
  return [...new Set([...Object.keys((input.Key ?? {}) as Json), ...named])];
}

const keyNames = [tableDefinition.partitionKey.name, tableDefinition.sortKey.name];
const readActions = ['GetItem', 'BatchGetItem', 'Query', 'ConditionCheckItem'];
const writeActions = ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'];

type Json = Record<string, unknown>;

/** A key attribute's string, marshalled ({ S: '...' }) or not. */
function keyValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as Json).S === 'string') return (value as Json).S as string;
  return undefined;
}

function tableKey(item: unknown): string[] {
  const value = keyValue((item as Json | undefined)?.[tableDefinition.partitionKey.name]);
  return value === undefined ? [] : [value];
}

/** The partition value a Query's key condition names (`<partition key> = :value`). */
function queriedPartition(input: Json): { index?: string; leadingKeys: string[] } {
  const indexName = typeof input.IndexName === 'string' ? input.IndexName : undefined;
  const keyName = indexName
    ? tableDefinition.globalSecondaryIndexes.find((index) => index.indexName === indexName)?.partitionKey.name
    : tableDefinition.partitionKey.name;
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Json;
  for (const match of String(input.KeyConditionExpression ?? '').matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    const name = match[1]!.startsWith('#') ? names[match[1]!] : match[1];
    const value = keyValue(values[match[2]!]);
    if (name === keyName && value !== undefined) return { ...(indexName ? { index: indexName } : {}), leadingKeys: [value] };
  }
  return { ...(indexName ? { index: indexName } : {}), leadingKeys: [] };
}

/** What IAM authorizes for one DynamoDB call (commandName as the SDK names it, e.g. PutItemCommand). */
export function authorizationsOf(commandName: string, input: Json): TableAuthorization[] {
  const operation = commandName.replace(/Command$/, '');
  switch (operation) {
    case 'GetItem':
    case 'DeleteItem':
      return [{ action: operation, leadingKeys: tableKey(input.Key) }];
    case 'UpdateItem':
      return [{ action: operation, leadingKeys: tableKey(input.Key), attributes: updatedAttributes(input) }];
    case 'PutItem':
      return [{ action: operation, leadingKeys: tableKey(input.Item) }];
    case 'Query':
      return [{ action: operation, ...queriedPartition(input) }];
    case 'BatchGetItem':
      return [
        {
          action: operation,
          leadingKeys: Object.values((input.RequestItems ?? {}) as Record<string, { Keys?: unknown[] }>).flatMap((request) =>
            (request.Keys ?? []).flatMap(tableKey),
          ),
        },
      ];
    case 'BatchWriteItem':
      return [
        {
          action: operation,
          leadingKeys: Object.values((input.RequestItems ?? {}) as Record<string, Json[]>).flatMap((requests) =>
            requests.flatMap((request) =>
              tableKey((request.PutRequest as Json | undefined)?.Item ?? (request.DeleteRequest as Json | undefined)?.Key),
            ),
          ),
        },
      ];
    // A transaction is authorized as its actions, one by one.
    case 'TransactWriteItems':
    case 'TransactGetItems':
      return ((input.TransactItems ?? []) as Json[]).flatMap((item) => {
        const [[kind, request]] = Object.entries(item) as [[string, Json]];
        const action =
          { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem', Get: 'GetItem' }[kind] ?? kind;
        return [
          {
            action,
            leadingKeys: tableKey(request.Item ?? request.Key),
            ...(action === 'UpdateItem' ? { attributes: updatedAttributes(request) } : {}),
          },
        ];
      });
    default:
      // Scan, PartiQL, table management: never granted to a route.
      return [{ action: operation, leadingKeys: [] }];
  }
}

/** IAM's StringLike: `*` any run of characters, `?` one character. */
function stringLike(value: string, pattern: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`).test(value);
}

/**
 * Why the route's role would refuse this authorization, or undefined when it allows it. `gets`:
 * partitions granted GetItem besides the declaration (emailReads, for a route that mails).
 */
export function refusalOf(
  needs: TableNeeds | undefined,
  authorization: TableAuthorization,
  gets: readonly TablePartition[] = [],
): string | undefined {
  const { action, index, leadingKeys } = authorization;
  const within = (patterns: string[]) => leadingKeys.every((key) => patterns.some((pattern) => stringLike(key, pattern)));
  if (gets.length && index === undefined && action === 'GetItem' && leadingKeys.length && within(gets.flatMap(leadingKeyPatterns))) return undefined;
  if (!needs) return 'the route declares no table access';
  // An account-record update limited to the declared attributes (dynamodb:Attributes in AWS).
  if (
    action === 'UpdateItem' &&
    index === undefined &&
    needs.accountUpdates?.length &&
    leadingKeys.length &&
    within(leadingKeyPatterns('USER')) &&
    authorization.attributes?.every((name) => keyNames.includes(name) || needs.accountUpdates!.includes(name))
  )
    return undefined;
  // An abuse-limit counter's update (the RATELIMIT partition alone, in AWS by its leading keys).
  if (action === 'UpdateItem' && index === undefined && needs.counters && leadingKeys.length && within(leadingKeyPatterns('RATELIMIT')))
    return undefined;
  if (index !== undefined) {
    // Each index is granted on its own: GSI1 for `lists`, GSI2 for `stateLists`.
    const lists = index === listIndexName ? needs.lists : index === stateListIndexName ? needs.stateLists : undefined;
    if (action !== 'Query' || !lists?.length) return `the route may not ${action} index ${index}`;
    return within(lists.flatMap(leadingKeyPatterns)) ? undefined : `the route's lists on ${index} are ${lists.join(', ')}`;
  }
  const allowed = needs.access === 'write' ? [...readActions, ...writeActions] : readActions;
  if (!allowed.includes(action)) return `the route may not ${action} (${needs.access} access)`;
  // Without a partition key value (a Scan would have none) IAM's ForAllValues would pass: such actions are not granted at all.
  return within(needs.partitions.flatMap(leadingKeyPatterns)) ? undefined : `the route's partitions are ${needs.partitions.join(', ')}`;
}

/** A route or a job (shared/jobs.ts): what it is called and what it declares. */
type Declared = Pick<RouteDefinition, 'id'> & { readonly needs?: RouteNeeds };

const currentRoute = new AsyncLocalStorage<Declared>();

/** Runs a route's (or a job's) handler so that its table calls are checked against its declaration. */
export function runAsRoute<T>(route: Declared, run: () => T): T {
  return currentRoute.run(route, run);
}

/** The route (or job) whose handler is running, if any: whose credentials its other AWS calls carry (route-credentials.ts). */
export function runningRoute(): Declared | undefined {
  return currentRoute.getStore();
}

export class TableAccessDenied extends Error {
  override readonly name = 'AccessDeniedException';
}

/**
 * Checks every call of `client` (the functions' one document client) made inside runAsRoute.
 * At the build step the input is marshalled, exactly what DynamoDB (and IAM) receives.
 */
export function enforceTableNeeds(client: DynamoDBDocumentClient, onRefusal: (message: string) => void = () => undefined): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const route = currentRoute.getStore();
      if (route) {
        for (const authorization of authorizationsOf(context.commandName ?? '', args.input as unknown as Json)) {
          const refusal = refusalOf(route.needs?.table, authorization, route.needs?.email ? emailReads : []);
          if (refusal) {
            // Partition names only: key values name users and tokens, which stay out of logs.
            const keys =
              [...new Set(authorization.leadingKeys.map((key) => partitionOf(key) ?? 'an undeclared partition'))].join(', ') || 'no partition key';
            const message = `route ${route.id} is not authorized to perform: dynamodb:${authorization.action} on ${authorization.index ? `index ${authorization.index}` : 'the table'} (${keys}): ${refusal}`;
            onRefusal(message);
            throw new TableAccessDenied(message);
          }
        }
      }
      return next(args);
    },
    { step: 'build', name: 'localTableAccessCheck', override: true },
  );
}
