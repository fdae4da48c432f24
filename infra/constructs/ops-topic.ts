import { Duration } from 'aws-cdk-lib';
import type { ComparisonOperator } from 'aws-cdk-lib/aws-cloudwatch';
import { Alarm, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface OpsTopicProps {
  /** Names the topic and prefixes every alarm: PhysicianContracts-<stage>. */
  readonly prefix: string;
  /** The operator's address: SNS e-mails a confirmation link first. @default no subscriber */
  readonly email?: string;
}

/** What an alarm watches and when it fires; `ops.ts` holds the product's list. */
export interface AlarmSpec {
  /** Appended to the prefix: PhysicianContracts-<stage>-<name>. */
  readonly name: string;
  readonly description: string;
  readonly metric: IMetric;
  /** Fires when the metric is at or above this (greater than, for rates). */
  readonly threshold: number;
  readonly comparison: ComparisonOperator;
  /** @default 1 */
  readonly evaluationPeriods?: number;
}

/** The period every alarm and dashboard figure uses. */
export const alarmPeriod = Duration.minutes(5);

/**
 * The ops SNS topic (TLS only) and the alarms that notify it, in one region: CloudWatch alarms can
 * notify a topic of their own region only, so the us-east-1 alarms (CloudFront) get a topic there.
 */
export class OpsTopic extends Construct {
  readonly topic: Topic;
  private readonly prefix: string;

  constructor(scope: Construct, id: string, props: OpsTopicProps) {
    super(scope, id);
    this.prefix = props.prefix;
    // Alarm notifications carry alarm names and figures, nothing personal: the AWS managed SNS key
    // would not let CloudWatch publish, and a customer key is not worth it for this.
    this.topic = new Topic(this, 'Topic', { topicName: `${props.prefix}-ops`, displayName: `${props.prefix} alarms`, enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
  }

  /** An alarm that notifies the topic when it fires and when it recovers. Missing data is not trouble. */
  alarm(spec: AlarmSpec): Alarm {
    const alarm = new Alarm(this, spec.name, {
      alarmName: `${this.prefix}-${spec.name}`,
      alarmDescription: spec.description,
      metric: spec.metric,
      threshold: spec.threshold,
      comparisonOperator: spec.comparison,
      evaluationPeriods: spec.evaluationPeriods ?? 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    return alarm;
  }
}
