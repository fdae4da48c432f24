import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { jobs as allJobs, type JobDefinition } from '#shared/jobs.ts';
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

  constructor(scope: Construct, id: string, props: ProductJobsProps) {
    super(scope, id);
    const functions = new Map<string, ApiFunction>();
    for (const job of props.jobs ?? allJobs) {
      const fn = new ApiFunction(this, constructId(job.id), {
        route: job,
        resources: props.resources,
        ...(props.logRetention ? { logRetention: props.logRetention } : {}),
        // A batch of mails, each a few calls: more than a request, well under the schedule.
        timeout: Duration.seconds(50),
      });
      if (job.trigger === 'sesFeedback') {
        props.mailFeedbackTopic.addSubscription(new LambdaSubscription(fn.function));
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
  }
}
