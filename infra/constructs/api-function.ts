import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { ObjectGrant, RouteDefinition } from '#shared/api/contract.ts';
import { emailReads } from '#shared/api/route-definition.ts';
import { leadingKeyPatterns, listIndexName, stateListIndexName, type IndexPartition, type TablePartition } from '#shared/api/table-partitions.ts';
import { tableDefinition } from '#functions/adapters/table.ts';
import type { JobDefinition } from '#shared/jobs.ts';
import { bucketArn } from './bucket-names';
import { bundlingSettings, handlerEntry, jobEntry, powertoolsEnvironment, repoRoot } from './bundling';
import { lambdaRuntime } from './lambda-runtime';
import { acknowledge, acknowledgeWildcardResource } from './nag';
import { ocrAssets, ocrBanner, ocrEnvironment, ocrFolder } from './ocr-assets';

/** Everything a route's function may be granted; each function receives only what its route needs. */
export interface ApiResources {
  readonly table: ITableV2;
  /** Bucket names (fixed, see bucket-names.ts): grants are scoped to key prefixes of them. */
  readonly uploadsBucketName: string;
  readonly mediaBucketName: string;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /**
   * The verified SES identity every e-mail is sent from, and the configuration set every send names
   * (it reports bounces and complaints; SendEmail is authorized against it too).
   */
  readonly sender: {
    readonly email: string;
    readonly identityArn: string;
    readonly configurationSetName: string;
    readonly configurationSetArn: string;
  };
  /** The app's own origin, for links in e-mails. */
  readonly webOrigin: string;
  /** The origin secret CloudFront adds to `/api/*`, as a dynamic reference ({{resolve:secretsmanager:...}}). */
  readonly originSecret: string;
  /** The stage's hourly cap on verification and reset mails (config `mailHourlyCap`), for every function that mails. */
  readonly mailHourlyCap: number;
}

export interface ApiFunctionProps {
  /** A contract route, or a job (shared/jobs.ts) that a schedule or an AWS event starts. */
  readonly route: RouteDefinition | JobDefinition;
  readonly resources: ApiResources;
  /** @default RetentionDays.ONE_MONTH */
  readonly logRetention?: RetentionDays;
  /** @default 512 */
  readonly memorySize?: number;
  /** @default 10 seconds (API Gateway waits at most 30) */
  readonly timeout?: Duration;
}

const objectActions: Record<ObjectGrant['uses'][number], string | undefined> = {
  read: 's3:GetObject',
  write: 's3:PutObject',
  delete: 's3:DeleteObject',
  list: undefined, // a bucket-level action, granted with an s3:prefix condition below
};
const tableReads = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const tableWrites = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/**
 * The one construct that makes every Lambda of the API: the route's handler bundled alone with
 * esbuild, Node.js 24 on arm64, tracing, a log group with retention, explicit memory and timeout,
 * and exactly the grants and environment its contract `needs` declare.
 */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { route, resources } = props;
    const needs = route.needs ?? {};
    const title = 'method' in route ? `${route.method} ${route.path}` : `job ${route.id}`;

    const logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention ?? RetentionDays.ONE_MONTH });
    // Its own role instead of the managed basic-execution policy: it may write to its one log group only.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: title,
    });
    logGroup.grantWrite(role);

    const environment: Record<string, string> = {
      ...powertoolsEnvironment,
      NODE_OPTIONS: bundlingSettings.nodeOptions,
      WEB_ORIGIN: resources.webOrigin,
    };
    // The mailer reads the suppressions in the table before each send.
    if (needs.table || needs.email) environment.TABLE_NAME = resources.table.tableName;
    if (needs.uploads?.length) environment.UPLOADS_BUCKET = resources.uploadsBucketName;
    if (needs.media?.length) environment.MEDIA_BUCKET = resources.mediaBucketName;
    if (needs.userPool?.length) {
      environment.USER_POOL_ID = resources.userPool.userPoolId;
      environment.USER_POOL_CLIENT_ID = resources.userPoolClient.userPoolClientId;
    }
    if (needs.email) {
      environment.SENDER_EMAIL = resources.sender.email;
      environment.SES_CONFIGURATION_SET = resources.sender.configurationSetName;
      environment.MAIL_HOURLY_CAP = String(resources.mailHourlyCap);
    }
    // A dynamic reference that CloudFormation resolves at deploy: the function reads it at cold start
    // with no Secrets Manager grant and no call, and only the routes that count clients get it.
    if (needs.originSecret) environment.ORIGIN_VERIFY_SECRET = resources.originSecret;
    // A contract reader OCRs scans with the files ocr-assets.ts lays beside its bundle.
    const readsScans = route.parsesPdf === 'text';
    if (readsScans) Object.assign(environment, ocrEnvironment);

    const fn = new NodejsFunction(this, 'Function', {
      description: `${title}: ${route.summary}`.slice(0, 256),
      entry: 'method' in route ? handlerEntry(route) : jobEntry(route),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}package-lock.json`,
      runtime: lambdaRuntime,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      role,
      environment,
      bundling: {
        format: OutputFormat.ESM,
        platform: bundlingSettings.platform,
        target: bundlingSettings.target,
        minify: bundlingSettings.minify,
        sourceMap: bundlingSettings.sourcemap,
        sourcesContent: bundlingSettings.sourcesContent,
        mainFields: [...bundlingSettings.mainFields],
        banner: readsScans ? `${bundlingSettings.banner} ${ocrBanner}` : bundlingSettings.banner,
        ...(readsScans
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (_input: string, output: string) => [`cp -R "${ocrAssets()}" "${output}/${ocrFolder}"`],
              },
            }
          : {}),
        // Bundle the SDK clients too: a pinned, tree-shaken copy instead of the runtime's.
        externalModules: [],
      },
    });
    const allow = (actions: string[], resourceArns: string[], conditions?: Record<string, unknown>) =>
      fn.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions, resources: resourceArns, ...(conditions ? { conditions } : {}) }));

    const leadingKeys = (partitions: readonly (TablePartition | IndexPartition)[]) => ({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': partitions.flatMap(leadingKeyPatterns) },
    });
    if (needs.table) {
      // Item actions on the table only, and only on the keys of the route's partitions: a route that
      // declares CONTACT cannot touch USER#... (IAM evaluates each item of a batch, and each action of
      // a transaction as its own PutItem/UpdateItem/DeleteItem/ConditionCheckItem). No Scan.
      const { tableArn } = resources.table;
      allow(needs.table.access === 'write' ? [...tableReads, ...tableWrites] : tableReads, [tableArn], leadingKeys(needs.table.partitions));
      // The lists it reads: Query alone, on the list index alone, whose partition key is the list's.
      if (needs.table.lists?.length) allow(['dynamodb:Query'], [`${tableArn}/index/${listIndexName}`], leadingKeys(needs.table.lists));
      if (needs.table.stateLists?.length) allow(['dynamodb:Query'], [`${tableArn}/index/${stateListIndexName}`], leadingKeys(needs.table.stateLists));
      // Account records' listed attributes only (the second-factor check of staff routes that otherwise
      // only read): UpdateItem naming no other attribute, returning nothing.
      // Abuse-limit counters only (a route that otherwise reads): UpdateItem on the RATELIMIT partition.
      if (needs.table.counters) allow(['dynamodb:UpdateItem'], [tableArn], leadingKeys(['RATELIMIT']));
      if (needs.table.accountUpdates?.length) {
        allow(['dynamodb:UpdateItem'], [tableArn], {
          ...leadingKeys(['USER']),
          'ForAllValues:StringEquals': {
            'dynamodb:Attributes': [tableDefinition.partitionKey.name, tableDefinition.sortKey.name, ...needs.table.accountUpdates],
          },
          StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE'] },
        });
      }
    }
    for (const [bucketName, grants] of [
      [resources.uploadsBucketName, needs.uploads ?? []],
      [resources.mediaBucketName, needs.media ?? []],
    ] as const) {
      for (const grant of grants) {
        const actions = grant.uses.map((use) => objectActions[use]).filter((action): action is string => !!action);
        if (actions.length) {
          const objects = bucketArn(this, bucketName, `${grant.prefix}*`);
          allow(actions, [objects]);
          acknowledgeWildcardResource(role, objects, `Objects under ${grant.prefix}, the only key prefix this route works on.`);
        }
        if (grant.uses.includes('list')) {
          allow(['s3:ListBucket'], [bucketArn(this, bucketName)], { StringLike: { 's3:prefix': [`${grant.prefix}*`] } });
        }
      }
    }
    if (needs.userPool?.length) {
      allow(
        needs.userPool.map((action) => `cognito-idp:${action}`),
        [resources.userPool.userPoolArn],
      );
    }
    if (needs.email) {
      // The mailer's look-up of each recipient in SUPPRESSION: GetItem there, nothing else.
      allow(['dynamodb:GetItem'], [resources.table.tableArn], leadingKeys(emailReads));
      // While the account is in the SES sandbox, SendEmail is also authorized against each
      // recipient's verified identity, so the grant names every identity of the account; the
      // ses:FromAddress condition still allows no sender but the product's own.
      const anyIdentity = Stack.of(this).formatArn({
        service: 'ses',
        resource: 'identity',
        resourceName: '*',
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      });
      allow(['ses:SendEmail'], [resources.sender.identityArn, anyIdentity, resources.sender.configurationSetArn], {
        StringEquals: { 'ses:FromAddress': resources.sender.email },
      });
      acknowledgeWildcardResource(
        role,
        anyIdentity,
        'SES sandbox: recipients are verified identities that SendEmail is authorized against too; ses:FromAddress pins the sender.',
      );
    }
    // Active tracing adds xray:PutTraceSegments/PutTelemetryRecords, which take no resource ARN. This
    // covers every "*" resource of the role, so product.test.ts fails on any other action granted on "*".
    acknowledge(role, 'IAM5', 'X-Ray trace upload has no resource-level permissions.', 'Resource::*');

    this.function = fn;
    this.role = role;
  }
}
