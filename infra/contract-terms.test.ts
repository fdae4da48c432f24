import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractStreamFilter, readContractTerms } from '../shared/jobs';
import { synthProduct, type SynthResult } from './synth';

/** The contract reader's trigger (issue 17, decision 0022): the table's stream, filtered, with a dead-letter queue and alarms. */
let synth: SynthResult;
beforeAll(() => {
  synth = synthProduct({ stage: 'staging' }, { bundle: false, env: { account: '123456789012', region: 'eu-west-1' } });
}, 180_000);

type Json = Record<string, unknown>;
const resources = (template: Template, type: string) => Object.values(template.findResources(type)) as { Properties: Json }[];

describe('contract reader trigger', () => {
  it("streams the table's new images", () => {
    Template.fromStack(synth.stacks.data).hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
    });
  });

  it('starts the reader from inserts of request items and of added offers naming a PDF only, retrying failed records twice, then into a dead-letter queue', () => {
    const api = Template.fromStack(synth.stacks.api);
    const mappings = resources(api, 'AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(1);
    const mapping = mappings[0]!.Properties;
    expect(mapping).toMatchObject({
      StartingPosition: 'LATEST',
      MaximumRetryAttempts: 2,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const patterns = (mapping.FilterCriteria as { Filters: { Pattern: string }[] }).Filters.map((f) => JSON.parse(f.Pattern));
    expect(patterns).toEqual([
      { eventName: [contractStreamFilter.eventName], dynamodb: { NewImage: { kind: { S: ['request', 'offer'] }, file: { S: [{ exists: true }] } } } },
    ]);
    expect(JSON.stringify(mapping.DestinationConfig)).toMatch(/ReadContractTermsDeadLetters/);
    api.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
  });

  it("gives the reader's role the stream's read actions on the table's stream alone, and no Scan", () => {
    const api = Template.fromStack(synth.stacks.api);
    const statements = resources(api, 'AWS::IAM::Policy')
      .filter((p) => JSON.stringify(p.Properties.Roles).includes('ReadContractTerms'))
      .flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);
    const streamStatements = statements.filter((s) =>
      [s.Action].flat().some((a) => a.startsWith('dynamodb:') && /Stream|GetRecords|GetShardIterator/.test(a)),
    );
    expect(streamStatements.length).toBeGreaterThan(0);
    for (const s of streamStatements) expect(JSON.stringify(s.Resource)).toMatch(/StreamArn/);
    expect(statements.flatMap((s) => [s.Action].flat())).not.toContain('dynamodb:Scan');
    expect(readContractTerms.needs.uploads).toEqual([
      { prefix: 'requests/', uses: ['read'] },
      { prefix: 'offers/', uses: ['read'] },
    ]);
  });

  it('alarms on a dead letter and on a stream read late', () => {
    const ops = Template.fromStack(synth.stacks.ops);
    ops.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmName: Match.stringLikeRegexp('Job-ReadContractTerms-DeadLetters$'), Threshold: 1 });
    ops.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: Match.stringLikeRegexp('Job-ReadContractTerms-IteratorAge$'),
      MetricName: 'IteratorAge',
    });
  });

  it('leaves no cdk-nag finding unacknowledged in the stacks it touches', () => {
    for (const stack of [synth.stacks.api, synth.stacks.data, synth.stacks.ops])
      expect(Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual([]);
  });
});
