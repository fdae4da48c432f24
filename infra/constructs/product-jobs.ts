import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption, type IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge } from './nag';
import { contractStreamBatching, contractStreamFilter, jobs as allJobs, type JobDefinition } from '#shared/jobs.ts';
import { ApiFunction, type ApiResources } from './api-function';

export interface ProductJobsProps {
  readonly resources: ApiResources;
  /** Where SES publishes bounces and complaints (MailSending). */
  readonly mailFeedbackTopic: ITopic;
  /** @default every job of shared/jobs.ts */
  readonly jobs?: readonly JobDefinition[];
  readonly logRetention?: RetentionDays;
}

const constructId = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/**
 * The functions no route calls (shared/jobs.ts), made like the routes' (ApiFunction: the job's
 * `needs`, exactly), each started by its trigger: an EventBridge schedule, or SES's feedback topic.
 */
export class ProductJobs extends Construct {
  readonly functions: ReadonlyMap<string, ApiFunction>;
  /** Where each stream-triggered job's records go after their retries (job id → queue). */
  readonly deadLetterQueues: ReadonlyMap<string, IQueue>;

  constructor(scope: Construct, id: string, props: ProductJobsProps) {
    super(scope, id);
    const functions = new Map<string, ApiFunction>();
    const deadLetterQueues = new Map<string, IQueue>();
    for (const job of props.jobs ?? allJobs) {
      const fn = new ApiFunction(this, constructId(job.id), {
        route: job,
        resources: props.resources,
        ...(props.logRetention ? { logRetention: props.logRetention } : {}),
        // A batch of mails, each a few calls: more than a request, well under the schedule.
        timeout: Duration.seconds(job.compute?.timeoutSeconds ?? 50),
        ...(job.compute ? { memorySize: job.compute.memoryMb } : {}),
      });
      if (job.trigger === 'sesFeedback') {
        props.mailFeedbackTopic.addSubscription(new LambdaSubscription(fn.function));
      } else if (job.trigger === 'contractUploaded') {
        // The table's stream, filtered to inserts of request items and of added offers naming a PDF
        // (the job's own writes are MODIFYs, so it cannot start itself). Failed records are retried twice, halving the batch,
        // then described in the dead-letter queue (the records' keys and sequence numbers, no data).
        const deadLetters = new Queue(this, `${constructId(job.id)}DeadLetters`, {
          encryption: QueueEncryption.SQS_MANAGED,
          enforceSSL: true,
          retentionPeriod: Duration.days(14),
        });
        acknowledge(deadLetters, 'SQS3', 'This queue is itself the dead-letter destination of the stream mapping.');
        fn.function.addEventSource(
          new DynamoEventSource(props.resources.table, {
            startingPosition: StartingPosition.LATEST,
            batchSize: contractStreamBatching.size,
            parallelizationFactor: contractStreamBatching.parallel,
            retryAttempts: 2,
            bisectBatchOnError: true,
            reportBatchItemFailures: true,
            onFailure: new SqsDlq(deadLetters),
            filters: [
              FilterCriteria.filter({
                eventName: FilterRule.isEqual(contractStreamFilter.eventName),
                dynamodb: {
                  NewImage: {
                    kind: { S: FilterRule.or(...contractStreamFilter.kinds) },
                    [contractStreamFilter.withAttribute]: { S: FilterRule.exists() },
                  },
                },
              }),
            ],
          }),
        );
        deadLetterQueues.set(job.id, deadLetters);
      } else {
        new Rule(this, `${constructId(job.id)}Schedule`, {
          description: `${job.id}: ${job.summary}`.slice(0, 512),
          schedule: Schedule.rate(Duration.minutes(job.trigger.every.minutes)),
          targets: [new LambdaFunction(fn.function, { retryAttempts: 0 })],
        });
      }
      functions.set(job.id, fn);
    }
    this.functions = functions;
    this.deadLetterQueues = deadLetterQueues;
  }
}
