import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { clientWriteAttributes } from './client-write-attributes';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableDefinition } from '../functions/adapters/table';
import { objectPrefixes, stagedUploadLifetimeDays } from '../functions/adapters/object-keys';
import { leadingKeyPatterns, listIndexName, stateListIndexName } from '../shared/api/table-partitions';
import { routes, type RouteDefinition } from '../shared/api/contract';
import { emailReads } from '../shared/api/route-definition';
import { roles } from '../shared/access';
import { apiBasePath, apiStageName, originVerifyHeader } from '../shared/api/stage';
import { chapterMediaKey, chapterNumbers, publicChapterNumber, publicMediaPrefix } from '../shared/constants/chapters';
import { bundlingSettings, powertoolsEnvironment } from './constructs/bundling';
import { storedSessionHintScript } from '../shared/constants/stored-session-hint';
import { contentSecurityPolicy, scriptHash, securityHeaders } from './web-security';
import { describeResourceBudget, measureResourceBudget, plannedRoutes, stackResourceBudget, stacksOverBudget } from './resource-budget';
import { synthProduct, type SynthResult } from './synth';
import { ocrEnvironment } from './constructs/ocr-assets';
import { readContractTerms } from '../shared/jobs';
import { toPgm } from '../functions/services/contract-ocr';
import { createCanvas } from '@napi-rs/canvas';
import { createWorker, OEM } from 'tesseract.js';
import { appShell, prerenderedPages } from '#shared/constants/prerendered-pages.ts';

type Resources = Record<string, { Type: string; Properties: Record<string, unknown>; Metadata?: Record<string, unknown> }>;

let dev: SynthResult;
let prod: SynthResult;
const templates = {} as Record<'auth' | 'data' | 'delivery' | 'api' | 'web' | 'ops', Template>;

/** A course media folder laid out as content/course: the public video and one members-only chapter. */
function courseMediaFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pc-course-'));
  for (const key of [chapterMediaKey(1), chapterMediaKey(2)]) {
    mkdirSync(join(dir, key, '..'), { recursive: true });
    writeFileSync(join(dir, key), 'media');
  }
  return dir;
}

beforeAll(() => {
  // A disposable stage (nothing retained) and prod (protected, as every stage not marked disposable).
  dev = synthProduct({ disposable: true }, { mediaAssetPath: courseMediaFixture() });
  // Its templates are what the tests read; bundling every function a second time only costs minutes.
  prod = synthProduct({ stage: 'prod', senderEmail: 'reviews@physiciancontracts.org' }, { bundle: false });
  for (const name of Object.keys(dev.stacks) as (keyof typeof templates)[]) {
    templates[name] = Template.fromStack(dev.stacks[name]);
  }
  // The suite's hook timeout (vitest.config.ts): bundling every function takes minutes on a busy 2-core machine.
}, 420_000);

const resourcesOf = (template: Template, type: string) => template.findResources(type) as Resources;

/** Active tracing's actions, which take no resource ARN. */
const xrayActions = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];

/** Every action some IAM policy of the template allows on Resource "*", sorted, once each. */
function wildcardResourceActions(template: Template): string[] {
  const actions = new Set<string>();
  for (const policy of Object.values(resourcesOf(template, 'AWS::IAM::Policy'))) {
    const statements = (policy.Properties.PolicyDocument as { Statement: { Effect: string; Action: string | string[]; Resource: unknown }[] })
      .Statement;
    for (const statement of statements) {
      const resources = Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];
      if (statement.Effect !== 'Allow' || !resources.includes('*')) continue;
      for (const action of Array.isArray(statement.Action) ? statement.Action : [statement.Action]) actions.add(action);
    }
  }
  return [...actions].sort();
}

/** The Delivery stack's origin secret: its logical id, which every reference to it names. */
function originSecretId(): string {
  const ids = Object.keys(resourcesOf(templates.delivery, 'AWS::SecretsManager::Secret'));
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

/**
 * Whether a template value is a dynamic reference to the origin secret, resolved by CloudFormation
 * at deploy: {{resolve:secretsmanager:<the secret, by Ref or by its stack output>:SecretString:::}}.
 */
function isOriginSecretReference(value: unknown): boolean {
  const parts = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join']?.[1];
  if (!parts || parts.length !== 3) return false;
  const [start, secret, end] = parts;
  const named = JSON.stringify(secret);
  return (
    start === '{{resolve:secretsmanager:' &&
    end === ':SecretString:::}}' &&
    (named === JSON.stringify({ Ref: originSecretId() }) || (named.includes('Fn::GetStackOutput') && named.includes(originSecretId())))
  );
}

describe('cdk-nag (AwsSolutions) gate', () => {
  it('leaves no finding unacknowledged, in a development or a production stage', () => {
    expect(dev.violations).toEqual([]);
    expect(prod.violations).toEqual([]);
    expect(dev.assembly).toBeDefined();
  });

  it('fails the synth when a new finding appears', () => {
    const broken = synthProduct(
      { stage: 'broken' },
      {
        bundle: false,
        extend: ({ api }) => {
          const stray = new Role(api, 'StrayRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
          stray.addToPolicy(new PolicyStatement({ actions: ['s3:*'], resources: ['*'] }));
          new Bucket(api, 'StrayBucket');
        },
      },
    );
    expect(broken.assembly).toBeUndefined();
    const rules = broken.violations.map((violation) => violation.rule);
    expect(rules).toContain('AwsSolutions-IAM5[Action::s3:*]');
    expect(rules).toContain('AwsSolutions-S10');
  }, 120_000);
});

describe('Resource budget', () => {
  // CloudFormation refuses more than 500 resources in a stack; each route adds about 7 to the API
  // stack. Measured on the templates above, no synth of its own (docs/decisions/0009-stack-resource-budget.md).
  it(`keeps every stack at ${stackResourceBudget} resources or fewer, and prints each stack's count, the cost of one more route and the API at ${plannedRoutes} routes`, () => {
    const budget = measureResourceBudget(dev.stacks);
    const production = measureResourceBudget(prod.stacks);
    console.log(`${describeResourceBudget(budget)}\nprod stage: ${describeResourceBudget(production).split('\n')[0]}`);
    expect(budget.perRoute.size).toBe(routes.length);
    // The first route added since decision 0025 (renameOffer, issue 39) is in the comparison area's own stack.
    expect(budget.areaStacks.get('comparison')).toEqual({ resources: 7, routes: 1 });
    expect(budget.planned.apiStack).toBe(budget.apiShared + plannedRoutes * budget.routeCost);
    expect(stacksOverBudget(budget.stacks)).toEqual([]);
    expect(stacksOverBudget(production.stacks)).toEqual([]);
  });

  it('names a stack over the budget', () => {
    expect(stacksOverBudget({ api: stackResourceBudget + 1, web: 6 })).toEqual([
      `api: ${stackResourceBudget + 1} resources (budget ${stackResourceBudget})`,
    ]);
    expect(stacksOverBudget({ api: stackResourceBudget })).toEqual([]);
  });
});

describe('Cognito', () => {
  it('enforces the spec password policy and lets nobody sign up except through the API', () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: Match.objectLike({ MinimumLength: 10, RequireNumbers: true, RequireUppercase: true, RequireSymbols: true }),
      },
    });
  });

  it('leaves e-mail verification to the API: Cognito sends no codes and does not hold e-mail changes back', () => {
    const pool = Object.values(resourcesOf(templates.auth, 'AWS::Cognito::UserPool'))[0]!;
    expect(pool.Properties.AutoVerifiedAttributes ?? []).toEqual([]);
    expect(pool.Properties.UserAttributeUpdateSettings).toBeUndefined();
  });

  it('offers two-step sign-in with an authenticator app only: MFA OPTIONAL (the API requires it of staff), TOTP on, SMS off', () => {
    const pool = Object.values(resourcesOf(templates.auth, 'AWS::Cognito::UserPool'))[0]!;
    expect(pool.Properties.MfaConfiguration).toBe('OPTIONAL');
    expect(pool.Properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(pool.Properties.SmsConfiguration).toBeUndefined();
  });

  it('has one group per role of the access table (physician, staff and admin)', () => {
    const groups = Object.values(resourcesOf(templates.auth, 'AWS::Cognito::UserPoolGroup')).map((group) => group.Properties.GroupName);
    expect(groups.sort()).toEqual([...roles].sort());
    expect(groups.sort()).toEqual(['admin', 'physician', 'staff']);
  });

  it('gives the web app a secretless client for USER_PASSWORD_AUTH and refresh tokens that hides whether a user exists', () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('has OAuth off on the app client: no hosted UI, so no OAuth flow, scope or callback URL', () => {
    const [client, ...others] = Object.values(resourcesOf(templates.auth, 'AWS::Cognito::UserPoolClient'));
    expect(others).toEqual([]);
    expect(client!.Properties.AllowedOAuthFlowsUserPoolClient ?? false).toBe(false);
    for (const property of ['AllowedOAuthFlows', 'AllowedOAuthScopes', 'CallbackURLs', 'LogoutURLs', 'DefaultRedirectURI']) {
      expect(client!.Properties[property], property).toBeUndefined();
    }
  });

  it('allows exactly the USER_PASSWORD_AUTH and refresh flows (no admin, SRP or custom flow)', () => {
    const clients = Object.values(resourcesOf(templates.auth, 'AWS::Cognito::UserPoolClient'));
    expect(clients).toHaveLength(1);
    expect([...(clients[0]!.Properties.ExplicitAuthFlows as string[])].sort()).toEqual(['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_PASSWORD_AUTH']);
  });

  it('lets users write only an attribute the product never reads (omitted or empty WriteAttributes means all of them)', () => {
    // A signed-in user who could write their e-mail with UpdateUserAttributes would bypass the API's
    // checks and lock the owner out. E-mail changes go only through the API.
    const clients = Object.values(resourcesOf(templates.auth, 'AWS::Cognito::UserPoolClient'));
    expect(clients[0]!.Properties).toHaveProperty('WriteAttributes', ['locale']);
    expect(clientWriteAttributes).toEqual(['locale']);
    // A required attribute must stay writable, so e-mail is not required (the API always sets it).
    const [pool] = Object.values(resourcesOf(templates.auth, 'AWS::Cognito::UserPool'));
    const schema = (pool!.Properties.Schema as { Name: string; Required?: boolean }[] | undefined) ?? [];
    expect(schema.filter((attribute) => attribute.Required).map((attribute) => attribute.Name)).toEqual([]);
  });

  it('is deletion-protected and retained unless the stage is disposable', () => {
    const prodAuth = Template.fromStack(prod.stacks.auth);
    prodAuth.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain', Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }) });
    templates.auth.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Delete' });
  });
});

describe('DynamoDB', () => {
  it('is built from the shared table definition with point-in-time recovery and TTL', () => {
    templates.data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey.name, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey.name, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) =>
        Match.objectLike({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
            { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
          ],
        }),
      ),
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
    });
  });

  it('refuses deletion and is retained in production', () => {
    Template.fromStack(prod.stacks.data).hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })] }),
    });
  });
});

describe('S3 and CloudFront', () => {
  it('serves each prerendered public page its own file and every other app route the shell, files as they are', () => {
    const fn = Object.values(resourcesOf(templates.delivery, 'AWS::CloudFront::Function'))[0]!;
    const code = fn.Properties.FunctionCode as string;
    // The viewer-request function, run as CloudFront runs it (cloudfront-js-2.0: one handler(event)).
    const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
    const served = (uri: string) => handler({ request: { uri } }).uri;
    for (const [path, file] of Object.entries(prerenderedPages)) expect(served(path)).toBe(`/${file}`);
    expect(served('/profile/edit')).toBe(`/${appShell}`);
    expect(served('/dashboard/compensation')).toBe(`/${appShell}`);
    expect(served('/about/team')).toBe(`/${appShell}`);
    expect(served('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(served('/site-media/hero-poster.webp')).toBe('/site-media/hero-poster.webp');
  });

  const buckets = () => Object.entries(resourcesOf(templates.delivery, 'AWS::S3::Bucket'));
  /** The logical id of the media bucket (its fixed name is pc-<stage>-media-...). */
  const mediaBucket = () => buckets().find(([, bucket]) => JSON.stringify(bucket.Properties.BucketName ?? '').includes('-media-'))![0];

  it('blocks public access, encrypts and cleans up incomplete uploads on every bucket', () => {
    expect(buckets().length).toBe(4);
    for (const [id, bucket] of buckets()) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(JSON.stringify(bucket.Properties.BucketEncryption), id).toContain('AES256');
      expect(JSON.stringify(bucket.Properties.LifecycleConfiguration), id).toContain('"DaysAfterInitiation":1');
    }
  });

  it('expires staged uploads of the uploads bucket within a day, so a replayed upload form leaves nothing behind', () => {
    const [[, uploads]] = buckets().filter(([, bucket]) => bucket.Properties.CorsConfiguration) as [[string, Resources[string]]];
    const rules = (uploads.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(stagedUploadLifetimeDays).toBe(1);
    expect(rules).toContainEqual(
      expect.objectContaining({
        Prefix: objectPrefixes.staging,
        ExpirationInDays: stagedUploadLifetimeDays,
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        Status: 'Enabled',
      }),
    );
    // Only the uploads bucket stages anything; no other bucket expires its objects by that rule.
    for (const [id, bucket] of buckets().filter(([, other]) => other !== uploads)) {
      expect(JSON.stringify(bucket.Properties.LifecycleConfiguration), id).not.toContain(objectPrefixes.staging);
    }
  });

  it('enforces bucket-owner objects everywhere but the log bucket', () => {
    const owners = buckets().map(([, bucket]) => JSON.stringify(bucket.Properties.OwnershipControls));
    expect(owners.filter((owner) => owner.includes('BucketOwnerEnforced')).length).toBe(3);
  });

  it('denies every request that is not over TLS, and grants nothing to the public', () => {
    const policies = Object.values(resourcesOf(templates.delivery, 'AWS::S3::BucketPolicy'));
    expect(policies.length).toBe(4);
    for (const policy of policies) {
      const statements = (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
      expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
      for (const statement of statements.filter((s) => s.Effect === 'Allow')) {
        // Allowed principals are AWS services (CloudFront with its distribution's ARN, log delivery), never "*".
        expect(statement.Principal).not.toBe('*');
        expect(JSON.stringify(statement.Principal)).not.toContain('"AWS":"*"');
      }
    }
  });

  it('lets only the web origin use presigned uploads', () => {
    const withCors = buckets().filter(([, bucket]) => bucket.Properties.CorsConfiguration);
    expect(withCors.length).toBe(1);
    const rules = (withCors[0]![1].Properties.CorsConfiguration as { CorsRules: { AllowedOrigins: unknown[] }[] }).CorsRules;
    for (const rule of rules) {
      expect(rule.AllowedOrigins).toHaveLength(1);
      expect(JSON.stringify(rule.AllowedOrigins)).toContain('DomainName');
      expect(rule.AllowedOrigins).not.toContain('*');
    }
  });

  it('allows the browser only to POST presigned forms to the uploads bucket and GET through presigned links (the review desk reads a contract): no other method, no extra headers', () => {
    const [[, uploads]] = buckets().filter(([, bucket]) => bucket.Properties.CorsConfiguration) as [[string, Resources[string]]];
    const [rule, ...others] = (uploads.Properties.CorsConfiguration as { CorsRules: Record<string, unknown>[] }).CorsRules;
    expect(others).toEqual([]);
    expect(rule!.AllowedMethods).toEqual(['GET', 'POST']);
    expect(rule!.AllowedHeaders).toBeUndefined();
    expect(rule!.ExposedHeaders).toBeUndefined();
  });

  it('reaches the site and media buckets through origin access control only', () => {
    templates.delivery.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    templates.delivery.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
    const distribution = Object.values(resourcesOf(templates.delivery, 'AWS::CloudFront::Distribution'))[0]!;
    const origins = (distribution.Properties.DistributionConfig as { Origins: Record<string, unknown>[] }).Origins;
    const bucketOrigins = origins.filter((origin) => origin.S3OriginConfig);
    // The site bucket three times (the app's paths; assets/* from the current release, and from the archive
    // under /archive when a file is gone), the media bucket, the API.
    expect(bucketOrigins).toHaveLength(4);
    expect(origins).toHaveLength(5);
    for (const origin of bucketOrigins) expect(origin.OriginAccessControlId).toBeDefined();
    const config = distribution.Properties.DistributionConfig as Record<string, unknown>;
    expect(JSON.stringify(config.DefaultCacheBehavior)).toContain('"ViewerProtocolPolicy":"redirect-to-https"');
    expect(JSON.stringify(config.CacheBehaviors)).toContain('"PathPattern":"media/*"');
    expect(JSON.stringify(config.DefaultCacheBehavior)).toContain('viewer-request');
    expect(config.Logging).toBeDefined();
  });

  it('serves the media bucket only under the public prefix, which no members-only chapter uses', () => {
    const mediaBucketId = mediaBucket();
    const distribution = Object.values(resourcesOf(templates.delivery, 'AWS::CloudFront::Distribution'))[0]!;
    const config = distribution.Properties.DistributionConfig as {
      Origins: { Id: string; DomainName: unknown }[];
      DefaultCacheBehavior: { TargetOriginId: string };
      CacheBehaviors: { TargetOriginId: string; PathPattern: string }[];
    };
    const mediaOrigins = config.Origins.filter((origin) => JSON.stringify(origin.DomainName).includes(`"${mediaBucketId}"`));
    expect(mediaOrigins).toHaveLength(1);
    expect(config.DefaultCacheBehavior.TargetOriginId).not.toBe(mediaOrigins[0]!.Id);
    const mediaPaths = config.CacheBehaviors.filter((behavior) => behavior.TargetOriginId === mediaOrigins[0]!.Id).map((b) => b.PathPattern);
    expect(mediaPaths).toEqual([`${publicMediaPrefix}*`]);
    expect(mediaPaths).toEqual(['media/*']);

    expect(chapterMediaKey(publicChapterNumber).startsWith(publicMediaPrefix)).toBe(true);
    for (const n of chapterNumbers.filter((number) => number !== publicChapterNumber)) {
      expect(chapterMediaKey(n).startsWith(publicMediaPrefix), chapterMediaKey(n)).toBe(false);
    }
  });

  it('lets CloudFront read the public media prefix of the media bucket and nothing else of it', () => {
    const mediaBucketId = mediaBucket();
    const policy = Object.values(resourcesOf(templates.delivery, 'AWS::S3::BucketPolicy')).find(
      (candidate) => JSON.stringify(candidate.Properties.Bucket) === JSON.stringify({ Ref: mediaBucketId }),
    )!;
    const statements = (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
    const cloudfront = statements.filter((statement) => JSON.stringify(statement.Principal).includes('cloudfront.amazonaws.com'));
    expect(cloudfront).toHaveLength(1);
    expect(cloudfront[0]!.Action).toBe('s3:GetObject');
    const resource = JSON.stringify(cloudfront[0]!.Resource);
    expect(resource).toContain(`"/${publicMediaPrefix}*"`);
    expect(resource).not.toMatch(/"\/\*"/);
    // Origin access control's own warning (it cannot write an imported bucket's policy) is answered by this grant.
    expect(Annotations.fromStack(dev.stacks.delivery).findWarning('*', Match.stringLikeRegexp('bucket policy'))).toEqual([]);
  });

  it('sends /api/* to the HTTP API unchanged, uncached, with every method, the body and the Authorization header', () => {
    const distribution = Object.values(resourcesOf(templates.delivery, 'AWS::CloudFront::Distribution'))[0]!;
    const config = distribution.Properties.DistributionConfig as {
      Origins: { Id: string; DomainName: unknown; OriginPath?: string; CustomOriginConfig?: Record<string, unknown> }[];
      CacheBehaviors: Record<string, unknown>[];
    };
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === `${apiBasePath}/*`)!;
    expect(api).toBeDefined();
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      ViewerProtocolPolicy: 'https-only',
      // Managed-CachingDisabled: nothing cached, so the all-viewer origin request policy may forward Authorization.
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      // Managed-AllViewerExceptHostHeader: every viewer header (Authorization included) but Host, all query strings.
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
    });
    expect(api.FunctionAssociations).toBeUndefined();
    const origin = config.Origins.find((candidate) => candidate.Id === api.TargetOriginId)!;
    // The HTTP API of this stack (its id), over HTTPS, with no origin path: its stage is named `api`.
    expect(JSON.stringify(origin.DomainName)).toMatch(/HttpApi.*execute-api/);
    expect(origin.OriginPath ?? '').toBe('');
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(apiStageName).toBe(apiBasePath.slice(1));
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: apiStageName });
  });

  it('adds the origin secret to every /api/* request as X-Origin-Verify, a dynamic reference to a secret Secrets Manager generates', () => {
    const distribution = Object.values(resourcesOf(templates.delivery, 'AWS::CloudFront::Distribution'))[0]!;
    const config = distribution.Properties.DistributionConfig as {
      Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
      CacheBehaviors: { PathPattern: string; TargetOriginId: string }[];
    };
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === `${apiBasePath}/*`)!;
    const origin = config.Origins.find((candidate) => candidate.Id === api.TargetOriginId)!;
    const headers = origin.OriginCustomHeaders ?? [];
    expect(headers.map((header) => header.HeaderName)).toEqual([originVerifyHeader]);
    expect(isOriginSecretReference(headers[0]!.HeaderValue), JSON.stringify(headers[0]!.HeaderValue)).toBe(true);
    // Only the API's origin gets it: the buckets never see it.
    expect(config.Origins.filter((candidate) => candidate.OriginCustomHeaders?.length)).toHaveLength(1);
    const secret = resourcesOf(templates.delivery, 'AWS::SecretsManager::Secret')[originSecretId()]!;
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true, IncludeSpace: false });
    expect(secret.Properties.SecretString).toBeUndefined();
  });

  it('writes the origin secret into no template and no file of cdk.out: each use is a dynamic reference', () => {
    for (const result of [dev, prod]) {
      const directory = result.assembly!.directory;
      const templateFiles = readdirSync(directory).filter((file) => file.endsWith('.template.json'));
      expect(templateFiles.length).toBeGreaterThanOrEqual(5);
      let uses = 0;
      for (const file of templateFiles) {
        const template = JSON.parse(readFileSync(join(directory, file), 'utf8')) as { Resources: Resources };
        for (const resource of Object.values(template.Resources)) {
          if (resource.Type === 'AWS::SecretsManager::Secret') {
            expect(resource.Properties.SecretString, file).toBeUndefined();
            expect(resource.Properties.GenerateSecretString, file).toBeDefined();
          }
        }
        // Every place the secret goes (the origin header, the functions' variable) holds a reference.
        const walk = (value: unknown, key: string): void => {
          if (key === 'ORIGIN_VERIFY_SECRET' || (key === 'HeaderValue' && JSON.stringify(value).includes('resolve:secretsmanager'))) {
            uses++;
            expect(typeof value, `${file}: ${key}`).toBe('object');
            const joined = JSON.stringify(value);
            expect(joined, `${file}: ${key}`).toMatch(/^\{"Fn::Join":\["",\["\{\{resolve:secretsmanager:",.*,":SecretString:::\}\}"\]\]\}$/);
          }
          if (value && typeof value === 'object') for (const [child, inner] of Object.entries(value)) walk(inner, child);
        };
        walk(template, '');
        // Nor under any other name: no header literal in the template at all.
        expect(readFileSync(join(directory, file), 'utf8'), file).not.toMatch(/"HeaderName":\s*"x-origin-verify",\s*"HeaderValue":\s*"/);
      }
      expect(uses).toBe(1 + routes.filter((route) => route.needs?.originSecret).length);
    }
  });

  it('sends HSTS, nosniff, DENY framing and a restrictive CSP with every answer', () => {
    const policy = Object.values(resourcesOf(templates.delivery, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!;
    const headers = (policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, Record<string, unknown>> })
      .SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true });
    expect(headers.ContentTypeOptions).toMatchObject({ Override: true });
    expect(headers.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    const csp = JSON.stringify(headers.ContentSecurityPolicy);
    for (const directive of ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    // Scripts: the app's files and, by its hash, only the stored-session hint every page starts with.
    const script = csp.slice(csp.indexOf('script-src'), csp.indexOf(';', csp.indexOf('script-src')));
    expect(script).toBe(`script-src 'self' ${scriptHash(storedSessionHintScript)}`);
    // The API is 'self' (/api): connect-src names only Cognito and the uploads bucket (presigned POST), no execute-api.
    const connect = csp.slice(csp.indexOf('connect-src'), csp.indexOf(';', csp.indexOf('connect-src')));
    expect(connect).toMatch(/^connect-src 'self' https:\/\/cognito-idp\./);
    expect(connect).toContain('.s3.');
    expect(csp).not.toContain('execute-api');
    // Chapter 1 plays from /media/* ('self'); members-only chapters from presigned links of the media bucket alone.
    const media = csp.slice(csp.indexOf('media-src'), csp.indexOf(';', csp.indexOf('media-src')));
    expect(media).toMatch(/^media-src 'self' https:\/\/.*media.*\.s3\./);
    expect(media).not.toContain('uploads');
  });

  it('sends in AWS exactly the headers and CSP directives the embedded static server sends (web-security.ts), so the e2e suite tests what CloudFront serves', () => {
    const policy = Object.values(resourcesOf(templates.delivery, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!;
    const config = (policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, Record<string, unknown>> })
      .SecurityHeadersConfig;
    // The CSP is a Fn::Join (region and URL suffix are tokens): each token reads as a host.
    const joined = (value: unknown): string =>
      typeof value === 'string'
        ? value
        : (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : 'token')).join('');
    const served = {
      'content-security-policy': joined(config.ContentSecurityPolicy!.ContentSecurityPolicy),
      'x-content-type-options': config.ContentTypeOptions ? 'nosniff' : undefined,
      'x-frame-options': config.FrameOptions?.FrameOption,
      'referrer-policy': config.ReferrerPolicy?.ReferrerPolicy,
    };
    const local = securityHeaders(
      contentSecurityPolicy({
        identity: ['https://cognito.example'],
        uploads: ['https://uploads.example'],
        media: ['https://media.example'],
        upgradeInsecureRequests: true,
      }),
    );
    expect(Object.keys(served).sort()).toEqual(Object.keys(local).sort());
    for (const name of Object.keys(local).filter((header) => header !== 'content-security-policy')) {
      expect(served[name as keyof typeof served], name).toBe(local[name]);
    }
    // The same directives with the same keywords; only the hosts differ between the homes.
    const directives = (csp: string) =>
      Object.fromEntries(
        csp.split(';').map((directive) => {
          const [name, ...sources] = directive.trim().split(/\s+/);
          return [name, sources.filter((source) => !source.includes('.') && !source.includes('token')).sort()];
        }),
      );
    expect(directives(served['content-security-policy'])).toEqual(directives(local['content-security-policy']!));
  });

  it('uses TLS 1.2 and the custom domain when one is configured', () => {
    const withDomain = synthProduct(
      {
        stage: 'dom',
        domainName: 'app.physiciancontracts.org',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f3e4a1b-1111-2222-3333-444455556666',
      },
      { bundle: false },
    );
    expect(withDomain.violations).toEqual([]);
    Template.fromStack(withDomain.stacks.delivery).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.physiciancontracts.org'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' }),
      }),
    });
    Template.fromStack(withDomain.stacks.delivery).hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://app.physiciancontracts.org'] })] },
    });
  }, 120_000);
});

describe('the contract reader job (issue 28)', () => {
  const job = () => {
    const [id, resource] = Object.entries(resourcesOf(templates.api, 'AWS::Lambda::Function')).find(([id]) => /ReadContractTerms/.test(id))!;
    return { id, resource, dir: join(dev.assembly!.directory, resource.Metadata?.['aws:asset:path'] as string) };
  };

  it('is sized for a 10-page scan and reads one request per invocation, five at once', () => {
    expect(job().resource.Properties).toMatchObject({
      MemorySize: readContractTerms.compute!.memoryMb,
      Timeout: readContractTerms.compute!.timeoutSeconds,
      Architectures: ['arm64'],
    });
    expect(readContractTerms.compute).toEqual({ memoryMb: 2048, timeoutSeconds: 120 });
    templates.api.hasResourceProperties('AWS::Lambda::EventSourceMapping', { BatchSize: 1, ParallelizationFactor: 5 });
  });

  it('carries its OCR files beside the bundle, where its environment points, and they read a page offline', async () => {
    const { resource, dir } = job();
    const variables = (resource.Properties.Environment as { Variables: Record<string, string> }).Variables;
    expect(variables).toMatchObject(ocrEnvironment);
    const local = (path: string) => path.replace('/var/task/', `${dir}/`);
    for (const file of ['worker.cjs', 'eng.traineddata.gz', 'tesseract-core-simd.wasm', 'tesseract-core.wasm', 'tesseract-core-simd-lstm.wasm'])
      expect(existsSync(join(local(variables.OCR_LANG_PATH!), file)), file).toBe(true);
    // The bundle imports (tesseract.js reads __dirname as it loads: the banner gives it one).
    const imported = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(join(dir, 'index.mjs'))});`], {
      env: { ...process.env, AWS_REGION: 'us-east-1', TABLE_NAME: 't', UPLOADS_BUCKET: 'b' },
      encoding: 'utf8',
    });
    expect(imported.stderr).toBe('');
    expect(imported.status).toBe(0);
    // The packaged worker, WebAssembly and model read a line of print, with nothing from node_modules but tesseract.js's main thread.
    const canvas = createCanvas(900, 120);
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 900, 120);
    context.fillStyle = '#000';
    context.font = '32px DejaVu Serif, serif';
    context.fillText('Notice of ninety (90) days', 30, 70);
    const pixels = context.getImageData(0, 0, 900, 120);
    const pgm = toPgm({ width: 900, height: 120, data: new Uint8Array(pixels.data.buffer) })!;
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: local(variables.OCR_LANG_PATH!),
      workerPath: local(variables.OCR_WORKER_PATH!),
      gzip: true,
      cacheMethod: 'none',
    });
    try {
      expect((await worker.recognize(pgm)).data.text).toMatch(/ninety \(90\) days/);
    } finally {
      await worker.terminate();
    }
  }, 60_000);
});

describe('HTTP API, walked route by route from the contract', () => {
  const routeKey = (route: RouteDefinition) => `${route.method} ${route.path}`;
  // The API stack and its area stacks (decision 0025): a route added since (renameOffer) is built in
  // its area's nested stack, each resource referring to its own stack's resources.
  let apiTemplates: Template[] | undefined;
  const apiResourcesOf = (type: string): Resources => {
    apiTemplates ??= [templates.api, ...[...dev.stacks.api.api.areaStacks.values()].map((stack) => Template.fromStack(stack))];
    return Object.assign({}, ...apiTemplates.map((template) => resourcesOf(template, type))) as Resources;
  };
  const apiRoutes = () => Object.values(apiResourcesOf('AWS::ApiGatewayV2::Route'));
  const functions = () => apiResourcesOf('AWS::Lambda::Function');
  const policies = () => Object.values(apiResourcesOf('AWS::IAM::Policy'));

  /** The Lambda behind a route, found through its integration. */
  function functionFor(route: RouteDefinition) {
    const apiRoute = apiRoutes().find((candidate) => candidate.Properties.RouteKey === routeKey(route))!;
    const integrationId = JSON.stringify(apiRoute.Properties.Target).match(/"Ref":"([^"]+)"/)![1]!;
    const integration = apiResourcesOf('AWS::ApiGatewayV2::Integration')[integrationId]!;
    const functionId = JSON.stringify(integration.Properties.IntegrationUri).match(/"Fn::GetAtt":\["([^"]+)"/)![1]!;
    return { id: functionId, resource: functions()[functionId]! };
  }

  function statementsFor(route: RouteDefinition) {
    const roleId = JSON.stringify(functionFor(route).resource.Properties.Role).match(/"Fn::GetAtt":\["([^"]+)"/)![1]!;
    return policies()
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);
  }

  const actionsFor = (route: RouteDefinition) =>
    statementsFor(route).flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));

  it('has exactly one API route per contract route', () => {
    expect(
      apiRoutes()
        .map((route) => route.Properties.RouteKey)
        .sort(),
    ).toEqual(routes.map(routeKey).sort());
  });

  it.each(routes.map((route) => [route.id, route] as const))('%s: method, path and authorizer match the contract', (_id, route) => {
    const apiRoute = apiRoutes().find((candidate) => candidate.Properties.RouteKey === routeKey(route))!;
    expect(apiRoute).toBeDefined();
    if (route.access === 'public') {
      expect(apiRoute.Properties.AuthorizationType).toBe('NONE');
      expect(apiRoute.Properties.AuthorizerId).toBeUndefined();
    } else {
      expect(apiRoute.Properties.AuthorizationType).toBe('JWT');
      expect(apiRoute.Properties.AuthorizerId).toBeDefined();
    }
  });

  it.each(routes.map((route) => [route.id, route] as const))('%s: its function bundles and is configured for production', (_id, route) => {
    const { resource } = functionFor(route);
    expect(resource.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      // 512 MB and 10 s unless the contract asks for more (the routes that parse a PDF whole).
      MemorySize: route.compute?.memoryMb ?? 512,
      Timeout: route.compute?.timeoutSeconds ?? 10,
      TracingConfig: { Mode: 'Active' },
    });
    expect(resource.Properties.LoggingConfig).toBeDefined();
    const assetPath = resource.Metadata?.['aws:asset:path'] as string;
    const bundle = join(dev.assembly!.directory, assetPath, 'index.mjs');
    expect(existsSync(bundle), bundle).toBe(true);
    expect(statSync(bundle).size).toBeGreaterThan(1000);
    // What bench:bundles measures: the shared settings' source map, imported with the same NODE_OPTIONS.
    expect(existsSync(`${bundle}.map`), `${bundle}.map`).toBe(bundlingSettings.sourcemap);
    expect((resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables.NODE_OPTIONS).toBe(bundlingSettings.nodeOptions);
    // Logs and metrics name the service, and the metrics land in the product's namespace.
    expect((resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject(powertoolsEnvironment);
  });

  it.each(routes.map((route) => [route.id, route] as const))('%s: is granted exactly what the contract says it needs', (_id, route) => {
    const needs = route.needs ?? {};
    const actions = actionsFor(route);
    const has = (prefix: string) => actions.some((action) => action.startsWith(prefix));
    expect(has('dynamodb:'), 'table').toBe(!!needs.table);
    expect(actions.includes('dynamodb:PutItem'), 'table write').toBe(needs.table?.access === 'write');
    expect(actions).not.toContain('dynamodb:Scan');
    expect(has('s3:'), 'objects').toBe(!!(needs.uploads?.length || needs.media?.length));
    expect(has('cognito-idp:'), 'user pool').toBe(!!needs.userPool?.length);
    expect(actions.filter((action) => action.startsWith('cognito-idp:')).sort(), 'user pool actions').toEqual(
      (needs.userPool ?? []).map((action) => `cognito-idp:${action}`).sort(),
    );
    expect(has('ses:'), 'email').toBe(!!needs.email);
    for (const action of actions) expect(action.endsWith('*'), action).toBe(false);
    const environment = (functionFor(route).resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect('TABLE_NAME' in environment).toBe(!!needs.table);
    expect('USER_POOL_ID' in environment).toBe(!!needs.userPool?.length);
    expect('SENDER_EMAIL' in environment).toBe(!!needs.email);
    expect('SES_CONFIGURATION_SET' in environment, 'configuration set').toBe(!!needs.email);
    // The hourly cap on verification and reset mail: every function that mails, the default when not configured.
    expect(environment.MAIL_HOURLY_CAP, 'mail cap').toBe(needs.email ? '500' : undefined);
    // The origin secret: in the environment of the routes that count clients only, as a dynamic
    // reference, and with no Secrets Manager grant to anyone.
    expect('ORIGIN_VERIFY_SECRET' in environment, 'origin secret').toBe(!!needs.originSecret);
    if (needs.originSecret)
      expect(isOriginSecretReference(environment.ORIGIN_VERIFY_SECRET), JSON.stringify(environment.ORIGIN_VERIFY_SECRET)).toBe(true);
    expect(has('secretsmanager:'), 'secrets manager').toBe(false);
  });

  /** The table statements of a route: which partitions (LeadingKeys patterns) each action set covers, on which resource. */
  function tableGrantsFor(route: RouteDefinition) {
    return statementsFor(route)
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('dynamodb:')))
      .map((statement) => {
        const condition = (statement as { Condition?: Record<string, Record<string, string[]>> }).Condition;
        return {
          actions: [statement.Action].flat().sort(),
          onIndex: JSON.stringify(statement.Resource).includes('/index/'),
          index: JSON.stringify(statement.Resource).match(/\/index\/([A-Za-z0-9]+)/)?.[1],
          leadingKeys: condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'],
          condition,
        };
      });
  }

  it.each(routes.filter((route) => route.needs?.table).map((route) => [route.id, route] as const))(
    '%s: may touch exactly the table partitions and lists it declares (dynamodb:LeadingKeys)',
    (_id, route) => {
      const table = route.needs!.table!;
      const grants = tableGrantsFor(route);
      // A route that mails may also GetItem the suppressions (emailReads), in a statement of its own.
      const emailRead = grants.filter((grant) => !grant.onIndex && grant.actions.join() === 'dynamodb:GetItem');
      expect(emailRead.map((grant) => grant.leadingKeys)).toEqual(route.needs?.email ? [emailReads.flatMap(leadingKeyPatterns)] : []);
      // The second-factor check of staff and admin routes: UpdateItem of account records, naming only
      // the listed attributes (and the key), returning nothing.
      const accountUpdate = grants.filter((grant) => !grant.onIndex && grant.condition?.['ForAllValues:StringEquals']);
      expect(accountUpdate).toEqual(
        table.accountUpdates?.length
          ? [
              {
                actions: ['dynamodb:UpdateItem'],
                onIndex: false,
                index: undefined,
                leadingKeys: leadingKeyPatterns('USER'),
                condition: {
                  'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeyPatterns('USER') },
                  'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['PK', 'SK', ...table.accountUpdates] },
                  StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE'] },
                },
              },
            ]
          : [],
      );
      // Abuse-limit counters of a route that otherwise reads (counters): UpdateItem on RATELIMIT alone.
      const counterUpdate = grants.filter(
        (grant) => !grant.onIndex && grant.actions.join() === 'dynamodb:UpdateItem' && !accountUpdate.includes(grant) && table.counters,
      );
      expect(counterUpdate.map((grant) => grant.leadingKeys)).toEqual(table.counters ? [leadingKeyPatterns('RATELIMIT')] : []);
      const onTable = grants.filter(
        (grant) => !grant.onIndex && !emailRead.includes(grant) && !accountUpdate.includes(grant) && !counterUpdate.includes(grant),
      );
      const onIndex = grants.filter((grant) => grant.onIndex);
      // One statement on the table: every item action conditioned on the declared partitions only.
      expect(onTable).toHaveLength(1);
      expect(onTable[0]!.condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': table.partitions.flatMap(leadingKeyPatterns) } });
      expect(onTable[0]!.actions.includes('dynamodb:PutItem')).toBe(table.access === 'write');
      // The lists: Query only, on the list index (GSI1) for `lists` and the state-list index (GSI2) for
      // `stateLists`, each conditioned on its own lists' partitions.
      const indexGrant = (index: string, lists: readonly string[]) => ({
        actions: ['dynamodb:Query'],
        onIndex: true,
        index,
        leadingKeys: lists.flatMap((list) => leadingKeyPatterns(list as never)),
        condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': lists.flatMap((list) => leadingKeyPatterns(list as never)) } },
      });
      expect(onIndex).toEqual([
        ...(table.lists?.length ? [indexGrant(listIndexName, table.lists)] : []),
        ...(table.stateLists?.length ? [indexGrant(stateListIndexName, table.stateLists)] : []),
      ]);
    },
  );

  it.each(routes.filter((route) => route.needs?.uploads?.length).map((route) => [route.id, route] as const))(
    '%s: may use objects exactly under the key prefixes it declares, for the uses it declares',
    (_id, route) => {
      const s3Actions = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' } as const;
      const granted = new Set<string>();
      for (const statement of statementsFor(route)) {
        const resource = JSON.stringify(statement.Resource);
        for (const action of [statement.Action].flat().filter((name) => name.startsWith('s3:') && name !== 's3:ListBucket')) {
          const prefix = resource.match(/"\/([a-z0-9/-]*)\*"/)?.[1];
          granted.add(`${action} ${prefix}`);
        }
      }
      const declared = (route.needs!.uploads ?? []).flatMap((grant) =>
        grant.uses.flatMap((use) => (use === 'list' ? [] : [`${s3Actions[use]} ${grant.prefix}`])),
      );
      expect([...granted].sort()).toEqual(declared.sort());
    },
  );

  it('lets no public route that keeps to other partitions write an account record (the contact form)', () => {
    const contact = routes.find((route) => route.id === 'submitContactMessage')!;
    const [grant] = tableGrantsFor(contact);
    expect(grant!.leadingKeys).toEqual(['CONTACT', 'CONTACT#*', 'RATELIMIT', 'RATELIMIT#*']);
    expect(grant!.leadingKeys).not.toContain('USER#*');
    // Every table grant of every route carries the condition: none reaches the whole table.
    for (const route of routes) {
      for (const tableGrant of tableGrantsFor(route)) expect(tableGrant.leadingKeys?.length, route.id).toBeGreaterThan(0);
    }
  });

  it('grants "*" resources to function roles only for X-Ray, so a route grant on "*" fails here', () => {
    // The role construct's blanket acknowledgment of IAM5 Resource::* is for X-Ray trace upload only.
    expect(wildcardResourceActions(templates.api)).toEqual(xrayActions);
    expect(wildcardResourceActions(Template.fromStack(prod.stacks.api))).toEqual(xrayActions);
    // The check itself sees a stray grant on "*" in a function role's policy.
    const stray = Template.fromJSON({
      Resources: {
        Policy: {
          Type: 'AWS::IAM::Policy',
          Properties: {
            PolicyDocument: {
              Statement: [
                { Effect: 'Allow', Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], Resource: '*' },
                { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: ['*'] },
              ],
            },
            Roles: [{ Ref: 'Role' }],
          },
        },
      },
    });
    expect(wildcardResourceActions(stray)).toEqual(['dynamodb:GetItem', ...xrayActions]);
  });

  it('scopes object grants to their key prefix and e-mail to the sender identity', () => {
    const probe: RouteDefinition = {
      ...routes[0]!,
      id: 'getMe',
      access: 'signedIn',
      needs: { uploads: [{ prefix: 'avatars/', uses: ['read', 'write', 'list'] }], email: true },
    };
    const result = synthProduct({ stage: 'grants' }, { routes: [probe] });
    expect(result.violations).toEqual([]);
    const statements = JSON.stringify(Template.fromStack(result.stacks.api).findResources('AWS::IAM::Policy'));
    expect(statements).toContain('"Action":["s3:GetObject","s3:PutObject"]');
    expect(statements).toContain('/avatars/*');
    expect(statements).toContain('"s3:prefix":["avatars/*"]');
    expect(statements).toContain('"ses:FromAddress":"no-reply@example.com"');
    // Every SendEmail grant is pinned to the product's sender, whatever identities it names.
    const sendGrants = Object.values(Template.fromStack(result.stacks.api).findResources('AWS::IAM::Policy')).flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Condition?: unknown }[]).filter((statement) =>
        [statement.Action].flat().includes('ses:SendEmail'),
      ),
    );
    expect(sendGrants.length).toBeGreaterThan(0);
    for (const grant of sendGrants) expect(grant.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } });
  }, 120_000);

  it('checks tokens against the pool as issuer and the app client as audience', () => {
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [Match.anyValue()],
        Issuer: Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith(['https://cognito-idp.', '.amazonaws.com/'])]) }),
      },
    });
  });

  it('throttles the stage and writes JSON access logs with a retention', () => {
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: apiStageName,
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 }),
      AccessLogSettings: Match.objectLike({ Format: Match.stringLikeRegexp('requestId') }),
    });
    for (const [id, group] of Object.entries(resourcesOf(templates.api, 'AWS::Logs::LogGroup'))) {
      expect(group.Properties.RetentionInDays, id).toBe(30);
    }
    for (const [id, group] of Object.entries(resourcesOf(Template.fromStack(prod.stacks.api), 'AWS::Logs::LogGroup'))) {
      expect(group.Properties.RetentionInDays, id).toBe(90);
    }
  });

  it("has no CORS: the browser calls the API on the app's own origin, through CloudFront", () => {
    const [api, ...others] = Object.values(resourcesOf(templates.delivery, 'AWS::ApiGatewayV2::Api'));
    expect(others).toEqual([]);
    expect(api!.Properties.CorsConfiguration).toBeUndefined();
    templates.api.resourceCountIs('AWS::ApiGatewayV2::Api', 0);
    // Everything attached to the API but the API itself is the Api stack's.
    for (const type of ['Route', 'Integration', 'Authorizer', 'Stage']) templates.delivery.resourceCountIs(`AWS::ApiGatewayV2::${type}`, 0);
  });

  it('throttles every public route on its own, below the stage default, from the contract', () => {
    const stage = Object.values(resourcesOf(templates.api, 'AWS::ApiGatewayV2::Stage'))[0]!;
    const defaults = stage.Properties.DefaultRouteSettings as { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
    const settings = stage.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    const publicRoutes = routes.filter((route) => route.access === 'public');
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const route of publicRoutes) {
      const key = `${route.method} ${route.path}`;
      expect(settings[key], key).toEqual({ ThrottlingRateLimit: route.throttle!.rateLimit, ThrottlingBurstLimit: route.throttle!.burstLimit });
      expect(settings[key]!.ThrottlingRateLimit, key).toBeLessThan(defaults.ThrottlingRateLimit);
      expect(settings[key]!.ThrottlingBurstLimit, key).toBeLessThan(defaults.ThrottlingBurstLimit);
    }
    // Settings name only routes that exist, and the stage waits for them (CloudFormation refuses others).
    const routeKeys = Object.values(resourcesOf(templates.api, 'AWS::ApiGatewayV2::Route')).map((route) => route.Properties.RouteKey);
    for (const key of Object.keys(settings)) expect(routeKeys).toContain(key);
    const stageDependsOn = [(stage as { DependsOn?: string | string[] }).DependsOn ?? []].flat();
    const routeIds = Object.entries(resourcesOf(templates.api, 'AWS::ApiGatewayV2::Route'))
      .filter(([, route]) => Object.keys(settings).includes(route.Properties.RouteKey as string))
      .map(([id]) => id);
    for (const id of routeIds) expect(stageDependsOn).toContain(id);
  });
});

describe('Web deployment', () => {
  /** The site's deployments by construct id: ArchivedAssets, Assets, App. */
  const siteDeployment = (id: 'ArchivedAssets' | 'Assets' | 'App') => {
    const found = Object.entries(resourcesOf(templates.web, 'Custom::CDKBucketDeployment')).filter(([logicalId]) =>
      logicalId.startsWith(`${id}CustomResource`),
    );
    expect(found, id).toHaveLength(1);
    return { id: found[0]![0], resource: found[0]![1] as Resources[string] & { DependsOn?: string[] } };
  };

  it('publishes the app with a generated /config.json and invalidates CloudFront', () => {
    templates.web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      Prune: true,
      SourceMarkers: Match.arrayWith([Match.objectLike({})]),
    });
    const deployment = siteDeployment('App').resource;
    const markers = JSON.stringify(deployment.Properties.SourceMarkers);
    for (const output of ['UserPool', 'WebClient']) expect(markers).toContain(output);
    // The app's API is its own origin's /api, not the HTTP API's execute-api address.
    expect(markers).not.toContain('HttpApi');
  });

  it('keeps hashed files of earlier releases for open tabs: archived first, never pruned there, removed by a lifecycle rule after 30 days', () => {
    const archive = siteDeployment('ArchivedAssets');
    const assets = siteDeployment('Assets');
    const app = siteDeployment('App');
    const immutable = { 'cache-control': 'public, max-age=31536000, immutable' };
    expect(archive.resource.Properties).toMatchObject({ Prune: false, DestinationBucketKeyPrefix: 'archive/assets/', SystemMetadata: immutable });
    expect(assets.resource.Properties).toMatchObject({ Prune: true, DestinationBucketKeyPrefix: 'assets/', SystemMetadata: immutable });
    // The same build (one asset) in both places, the archive first, index.html last: no tab ever names a missing file.
    expect(assets.resource.Properties.SourceObjectKeys).toEqual(archive.resource.Properties.SourceObjectKeys);
    expect(assets.resource.DependsOn).toContain(archive.id);
    expect(app.resource.DependsOn).toContain(assets.id);
    // index.html, config.json and the other root files: revalidated on every load; pruning them leaves assets and archive alone.
    expect(app.resource.Properties).toMatchObject({
      Prune: true,
      Exclude: ['assets/*', 'archive/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    expect(app.resource.Properties.DestinationBucketKeyPrefix).toBeUndefined();

    const siteBucket = Object.values(resourcesOf(templates.delivery, 'AWS::S3::Bucket')).find((bucket) =>
      JSON.stringify(bucket.Properties.BucketName ?? '').includes('-site-'),
    )!;
    expect((siteBucket.Properties.LifecycleConfiguration as { Rules: unknown[] }).Rules).toContainEqual(
      expect.objectContaining({ Id: 'expire-archived-assets', Prefix: 'archive/', ExpirationInDays: 30, Status: 'Enabled' }),
    );
  });

  it('serves assets/* from the current release and falls back to the archive when a file is gone', () => {
    const distribution = Object.values(resourcesOf(templates.delivery, 'AWS::CloudFront::Distribution'))[0]!;
    const config = distribution.Properties.DistributionConfig as {
      Origins: { Id: string; DomainName: unknown; OriginPath?: string }[];
      OriginGroups: { Items: { Id: string; FailoverCriteria: unknown; Members: { Items: { OriginId: string }[] } }[] };
      DefaultCacheBehavior: { TargetOriginId: string };
      CacheBehaviors: { PathPattern: string; TargetOriginId: string; FunctionAssociations?: unknown; AllowedMethods: string[] }[];
    };
    const behavior = config.CacheBehaviors.find((candidate) => candidate.PathPattern === 'assets/*')!;
    const [group, ...others] = config.OriginGroups.Items;
    expect(others).toEqual([]);
    expect(behavior.TargetOriginId).toBe(group!.Id);
    expect(behavior.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(behavior.FunctionAssociations).toBeUndefined();
    expect(group!.FailoverCriteria).toEqual({ StatusCodes: { Items: [403, 404], Quantity: 2 } });
    const [primary, fallback] = group!.Members.Items.map((member) => config.Origins.find((origin) => origin.Id === member.OriginId)!);
    // The primary is the site bucket the app's other paths use, at its root; the fallback is the same bucket under /archive.
    const site = config.Origins.find((origin) => origin.Id === config.DefaultCacheBehavior.TargetOriginId)!;
    expect(JSON.stringify(primary!.DomainName)).toBe(JSON.stringify(site.DomainName));
    expect(primary!.OriginPath ?? '').toBe('');
    expect(fallback!.OriginPath).toBe('/archive');
    expect(JSON.stringify(fallback!.DomainName)).toBe(JSON.stringify(primary!.DomainName));
  });

  it('publishes no source map: every file the site deployments upload is checked', () => {
    const directory = dev.assembly!.directory;
    let files = 0;
    for (const id of ['ArchivedAssets', 'Assets', 'App'] as const) {
      for (const key of siteDeployment(id).resource.Properties.SourceObjectKeys as string[]) {
        const staged = join(directory, `asset.${key.replace(/\.zip$/, '')}`);
        if (!existsSync(staged)) continue; // config.json: written by the handler from its markers
        const names = readdirSync(staged, { recursive: true }).map(String);
        files += names.length;
        expect(
          names.filter((name) => name.endsWith('.map')),
          id,
        ).toEqual([]);
      }
    }
    // The stand-in build has index.html and a hashed file (each with a .map beside it): all but the maps went.
    expect(files).toBeGreaterThanOrEqual(3);
  });

  it('deploys course media with a handler of its own, sized for them (memory and ephemeral storage)', () => {
    const deployments = Object.entries(resourcesOf(templates.web, 'Custom::CDKBucketDeployment'));
    const [, media] = deployments.find(([, deployment]) => JSON.stringify(deployment.Properties.DestinationBucketName).includes('-media-'))!;
    const handlerId = JSON.stringify(media.Properties.ServiceToken).match(/"Fn::GetAtt":\["([^"]+)"/)![1]!;
    expect(resourcesOf(templates.web, 'AWS::Lambda::Function')[handlerId]!.Properties).toMatchObject({
      MemorySize: 2048,
      EphemeralStorage: { Size: 10240 },
    });
    // The site's deployments use the other, smaller handler.
    expect(JSON.stringify(siteDeployment('App').resource.Properties.ServiceToken)).not.toContain(handlerId);
  });

  it('publishes content/course to the media bucket root with prune and invalidates only the public prefix', () => {
    const deployments = Object.values(resourcesOf(templates.web, 'Custom::CDKBucketDeployment'));
    // The site's three (archive, assets, app) and the media.
    expect(deployments).toHaveLength(4);
    const media = deployments.find((deployment) => JSON.stringify(deployment.Properties.DestinationBucketName).includes('-media-'))!;
    expect(media.Properties).toMatchObject({ Prune: true, DistributionPaths: [`/${publicMediaPrefix}*`] });
    expect(media.Properties.DistributionPaths).toEqual(['/media/*']);
    expect(media.Properties.DestinationBucketKeyPrefix).toBeUndefined();
  });

  it('gives the deployment handler a log group with the stage retention and a role that may write only there', () => {
    for (const [template, days] of [
      [templates.web, 30],
      [Template.fromStack(prod.stacks.web), 90],
    ] as const) {
      const groups = Object.entries(resourcesOf(template, 'AWS::Logs::LogGroup'));
      expect(groups).toHaveLength(1);
      const [groupId, group] = groups[0]!;
      expect(group.Properties.RetentionInDays).toBe(days);
      // One handler for the site's deployments, and one for the media when there are any (dev has the fixture).
      const functions = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
      expect(functions).toHaveLength(template === templates.web ? 2 : 1);
      for (const fn of functions) expect(fn.Properties.LoggingConfig).toEqual({ LogGroup: { Ref: groupId } });
      for (const role of Object.values(resourcesOf(template, 'AWS::IAM::Role'))) expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });

  it("acknowledges the deployment handler's findings on its own role and function, not on the stack", () => {
    for (const stack of [dev.stacks.web, prod.stacks.web]) {
      expect(stack.node.metadata.filter((entry) => entry.type === 'aws:cdk:acknowledged-rules')).toEqual([]);
    }
    // Its only grant on "*" is CloudFront invalidation, which aws-cdk-lib writes that way.
    expect(wildcardResourceActions(templates.web)).toEqual(['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation']);
  });

  it('has termination protection on every stack of a protected stage, and on none of a disposable one', () => {
    expect(Object.values(prod.stacks).map((stack: Stack) => [stack.stackName, stack.terminationProtection])).toEqual(
      Object.values(prod.stacks).map((stack: Stack) => [stack.stackName, true]),
    );
    for (const stack of Object.values(dev.stacks) as Stack[]) expect(stack.terminationProtection, stack.stackName).toBe(false);
  });

  it('names every stack by stage', () => {
    expect(Object.values(dev.stacks).map((stack: Stack) => stack.stackName)).toEqual([
      'PhysicianContracts-test-Auth',
      'PhysicianContracts-test-Data',
      'PhysicianContracts-test-Delivery',
      'PhysicianContracts-test-Api',
      'PhysicianContracts-test-Web',
      'PhysicianContracts-test-Ops',
    ]);
  });
});
