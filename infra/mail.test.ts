import type { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailReads } from '../shared/api/route-definition';
import { leadingKeyPatterns, listIndexName } from '../shared/api/table-partitions';
import { deliverQueuedMail, recordMailFeedback } from '../shared/jobs';
import { synthProduct, type SynthResult } from './synth';

/**
 * Sending mail (issue 18): the SES identity in its three kinds, the configuration set whose bounces
 * and complaints reach the product, and the jobs (queued mail, SES feedback) with exactly their
 * grants. Synthesized without bundling, in an account and region as the CLI gives them.
 */
const env = { account: '123456789012', region: 'eu-west-1' };
const sender = { senderEmail: 'reviews@physiciancontracts.org' };

type Json = Record<string, unknown>;
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, unknown>> };

let domain: SynthResult;
let zone: SynthResult;
let address: SynthResult;
let existing: SynthResult;
let existingOther: SynthResult;
let disposable: SynthResult;

beforeAll(() => {
  domain = synthProduct({ stage: 'staging', ...sender, mailHourlyCap: 750 }, { bundle: false, env });
  zone = synthProduct(
    { stage: 'zone', ...sender, hostedZoneId: 'Z0123456789ABCDEFGHIJ', hostedZoneName: 'physiciancontracts.org' },
    { bundle: false, env },
  );
  address = synthProduct({ stage: 'trial', ...sender, sesIdentity: 'email' }, { bundle: false, env });
  // Two stages of one account sharing an identity verified earlier.
  existing = synthProduct({ stage: 'prod', ...sender, sesIdentity: 'existing' }, { bundle: false, env });
  existingOther = synthProduct({ stage: 'staging', ...sender, sesIdentity: 'existing' }, { bundle: false, env });
  disposable = synthProduct({ stage: 'pr42', ...sender, disposable: true }, { bundle: false, env });
}, 180_000);

const api = (result: SynthResult): Stack => result.stacks.api;
const template = (result: SynthResult) => Template.fromStack(api(result));
const resources = (result: SynthResult, type: string) => Object.entries(template(result).findResources(type) as Record<string, { Properties: Json }>);
const outputs = (result: SynthResult) => template(result).toJSON().Outputs as Record<string, { Value: unknown; Description?: string }>;
const outputValues = (result: SynthResult) => Object.values(outputs(result)).map((output) => JSON.stringify(output.Value));

/** The logical id of the function whose description starts with `job <id>:`. */
function jobFunction(result: SynthResult, jobId: string): string {
  const found = resources(result, 'AWS::Lambda::Function').filter(([, fn]) => String(fn.Properties.Description).startsWith(`job ${jobId}:`));
  expect(found, jobId).toHaveLength(1);
  return found[0]![0];
}

/** Every statement of the policies attached to a function's role. */
function statementsOf(result: SynthResult, functionId: string): Statement[] {
  const fn = template(result).toJSON().Resources[functionId] as { Properties: { Role: { 'Fn::GetAtt': [string, string] } } };
  const roleId = fn.Properties.Role['Fn::GetAtt'][0];
  return resources(result, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}
const actionsOf = (statements: Statement[]) => statements.flatMap((statement) => [statement.Action].flat()).sort();

describe('The SES identity', () => {
  it("is the sender's domain by default, with Easy DKIM and a custom MAIL FROM domain, its DNS records printed as outputs", () => {
    template(domain).hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'physiciancontracts.org',
      DkimAttributes: { SigningEnabled: true },
      DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
      MailFromAttributes: { MailFromDomain: 'mail.physiciancontracts.org', BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
    });
    const byName = outputs(domain);
    const dkim = Object.keys(byName).filter((name) => /DkimRecord\d/.test(name));
    expect(dkim).toHaveLength(3);
    const values = outputValues(domain).join('\n');
    expect(values).toContain('mail.physiciancontracts.org MX 10 feedback-smtp.eu-west-1.amazonses.com');
    expect(values).toContain('mail.physiciancontracts.org TXT \\"v=spf1 include:amazonses.com ~all\\"');
    expect(values).toContain('_dmarc.physiciancontracts.org TXT');
    expect(resources(domain, 'AWS::Route53::RecordSet')).toEqual([]);
  });

  it('writes the DKIM and MAIL FROM records into the hosted zone when one is given', () => {
    const records = resources(zone, 'AWS::Route53::RecordSet').map(([, record]) => record.Properties);
    expect(records.every((record) => record.HostedZoneId === 'Z0123456789ABCDEFGHIJ')).toBe(true);
    expect(records.map((record) => record.Type).sort()).toEqual(['CNAME', 'CNAME', 'CNAME', 'MX', 'TXT']);
    expect(Object.keys(outputs(zone)).filter((name) => /DkimRecord|MailFrom/.test(name))).toEqual([]);
  });

  it('can be the sender address alone (a trial: SES e-mails it a confirmation link)', () => {
    template(address).hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'reviews@physiciancontracts.org' });
    expect(JSON.stringify(template(address).findResources('AWS::SES::EmailIdentity'))).not.toContain('MailFromAttributes');
  });

  it('is referenced, never created (so never AlreadyExists, never deleted with a stage), when it exists already, in any number of stages', () => {
    for (const result of [existing, existingOther]) {
      template(result).resourceCountIs('AWS::SES::EmailIdentity', 0);
      // Sending is still granted on that identity, by name.
      const send = statementsOf(result, jobFunction(result, deliverQueuedMail.id)).find((statement) =>
        actionsOf([statement]).includes('ses:SendEmail'),
      );
      expect(JSON.stringify(send?.Resource)).toContain(':identity/physiciancontracts.org');
    }
    // Each stage keeps its own configuration set and feedback topic, so two stages of one account do not clash.
    const names = [existing, existingOther].map((result) => resources(result, 'AWS::SES::ConfigurationSet')[0]![1].Properties.Name);
    expect(names).toEqual(['PhysicianContracts-prod', 'PhysicianContracts-staging']);
  });

  it('keeps an identity it made when a protected stage is destroyed (another stage may reference it), not a disposable one', () => {
    const deletionPolicy = (result: SynthResult) =>
      Object.values(template(result).toJSON().Resources as Record<string, { Type: string; DeletionPolicy?: string }>)
        .filter((resource) => resource.Type === 'AWS::SES::EmailIdentity')
        .map((resource) => resource.DeletionPolicy ?? 'Delete');
    expect(deletionPolicy(domain)).toEqual(['Retain']);
    expect(deletionPolicy(disposable)).toEqual(['Delete']);
  });
});

describe('Bounces and complaints', () => {
  it('are published by a configuration set of the stage (with reputation metrics and SES suppression) to a TLS-only topic', () => {
    template(domain).hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'PhysicianContracts-staging',
      ReputationOptions: { ReputationMetricsEnabled: true },
      SuppressionOptions: { SuppressedReasons: Match.arrayEquals(['BOUNCE', 'COMPLAINT']) },
    });
    const [topicId] = resources(domain, 'AWS::SNS::Topic')[0]!;
    template(domain).hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: Match.anyValue(),
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayEquals(['bounce', 'complaint']),
        SnsDestination: { TopicARN: { Ref: topicId } },
      },
    });
    const policy = JSON.stringify(resources(domain, 'AWS::SNS::TopicPolicy')[0]![1].Properties.PolicyDocument);
    expect(policy).toContain('"Service":"ses.amazonaws.com"');
    const [setId] = resources(domain, 'AWS::SES::ConfigurationSet')[0]!;
    expect(policy).toContain(`:configuration-set/",{"Ref":"${setId}"}`);
    expect(policy).toContain('"aws:SecureTransport":"false"');
  });

  it('reach the recordMailFeedback function, subscribed to the topic, which may only write suppressions', () => {
    const fnId = jobFunction(domain, recordMailFeedback.id);
    const [topicId] = resources(domain, 'AWS::SNS::Topic')[0]!;
    template(domain).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [fnId, 'Arn'] },
    });
    template(domain).hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'sns.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
    });
    const statements = statementsOf(domain, fnId).filter((statement) => actionsOf([statement]).some((action) => action.startsWith('dynamodb:')));
    expect(statements).toHaveLength(1);
    expect(statements[0]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeyPatterns('SUPPRESSION') } });
    expect(
      actionsOf(statementsOf(domain, fnId)).filter(
        (action) => !action.startsWith('dynamodb:') && !action.startsWith('logs:') && !action.startsWith('xray:'),
      ),
    ).toEqual([]);
  });

  it('stop the mailer: every function that sends names the configuration set, may send through it, and may read the suppressions', () => {
    const senders = resources(domain, 'AWS::Lambda::Function').filter(([, fn]) => JSON.stringify(fn.Properties.Environment).includes('SENDER_EMAIL'));
    expect(senders.length).toBeGreaterThan(5);
    for (const [id, fn] of senders) {
      expect((fn.Properties.Environment as { Variables: Json }).Variables.SES_CONFIGURATION_SET, id).toBeDefined();
      // The stage's hourly cap on verification and reset mail, as configured (mailHourlyCap).
      expect((fn.Properties.Environment as { Variables: Json }).Variables.MAIL_HOURLY_CAP, id).toBe('750');
      const statements = statementsOf(domain, id);
      const send = statements.find((statement) => actionsOf([statement]).includes('ses:SendEmail'))!;
      expect(JSON.stringify(send.Resource), id).toContain(':configuration-set/');
      expect(send.Condition, id).toEqual({ StringEquals: { 'ses:FromAddress': 'reviews@physiciancontracts.org' } });
      const suppressionRead = statements.find((statement) => actionsOf([statement]).join() === 'dynamodb:GetItem');
      expect(suppressionRead?.Condition, id).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': emailReads.flatMap(leadingKeyPatterns) },
      });
    }
  });
});

describe('Queued mail', () => {
  it('is sent by deliverQueuedMail every minute, which may touch exactly its declaration', () => {
    const fnId = jobFunction(domain, deliverQueuedMail.id);
    template(domain).hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
    const table = deliverQueuedMail.needs.table!;
    const dynamo = statementsOf(domain, fnId).filter((statement) => actionsOf([statement]).some((action) => action.startsWith('dynamodb:')));
    const conditions = dynamo.map((statement) => ({
      index: JSON.stringify(statement.Resource).includes(`/index/${listIndexName}`),
      actions: actionsOf([statement]).length,
      keys: statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'],
    }));
    expect(conditions).toEqual(
      expect.arrayContaining([
        { index: false, actions: 8, keys: table.partitions.flatMap(leadingKeyPatterns) },
        { index: true, actions: 1, keys: table.lists!.flatMap(leadingKeyPatterns) },
        { index: false, actions: 1, keys: emailReads.flatMap(leadingKeyPatterns) },
      ]),
    );
    expect(conditions).toHaveLength(3);
    expect(actionsOf(statementsOf(domain, fnId))).not.toContain('dynamodb:Scan');
    expect(actionsOf(statementsOf(domain, fnId)).some((action) => action.startsWith('cognito-idp:') || action.startsWith('s3:'))).toBe(false);
  });
});
