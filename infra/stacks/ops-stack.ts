import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  PeriodOverride,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Operation, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { mailCapMetric } from '#shared/constants/mail-cap.ts';
import { powertoolsEnvironment } from '../constructs/bundling';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { alarmPeriod, OpsTopic, type AlarmSpec } from '../constructs/ops-topic';

/**
 * Every alarm's threshold, in one place for the stacks, the test and the README. Counts are per
 * five-minute period; rates are percentages except SES's, which AWS publishes as fractions.
 */
export const alarmThresholds = {
  /** An invocation that threw (the route factory answers errors itself, so this is a crash or a timeout). */
  functionErrors: 1,
  functionThrottles: 1,
  /** 5xx answers as a percentage of the API's requests. */
  api5xxPercent: 5,
  /** p95 of the API's latency, three periods in a row (15 minutes). */
  apiLatencyP95Ms: 3000,
  apiLatencyPeriods: 3,
  tableThrottledRequests: 1,
  tableSystemErrors: 1,
  /** AWS reviews an account above 5 % bounces and 0.1 % complaints, and may pause sending above 10 % and 0.5 %. */
  sesBounceRate: 0.05,
  sesComplaintRate: 0.001,
  /** A record of a stream-triggered job that failed every retry. */
  deadLetters: 1,
  /** The oldest stream record a stream-triggered job has yet to read (ms). */
  streamIteratorAgeMs: 300_000,
  /** CloudFront's 5xxErrorRate (a percentage of its requests), from us-east-1. */
  cloudFront5xxPercent: 5,
  /** Verification or reset mails held back by the stage's hourly cap (config `mailHourlyCap`). */
  mailCapReached: 1,
} as const;

/** The business metrics the dashboard shows: every route's `metric`, and the ones whose routes are still to come. */
export const upcomingBusinessMetrics = ['ReviewsDelivered'] as const;

/** The table operations the product's code uses; an alarm's metric math takes at most 10 metrics. */
const tableOperations = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.TRANSACT_GET_ITEMS,
];

/** CloudFront's 5xx rate for a distribution: its metrics exist in us-east-1 only. */
export function cloudFront5xxRate(distributionId: string): Metric {
  return new Metric({
    namespace: 'AWS/CloudFront',
    metricName: '5xxErrorRate',
    dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
    region: 'us-east-1',
    statistic: 'Average',
    period: alarmPeriod,
  });
}

/** The CloudFront alarm, for whichever stack sits in us-east-1. */
export function cloudFrontAlarm(distributionId: string): AlarmSpec {
  return {
    name: 'CloudFront-5xxRate',
    description: `CloudFront answered more than ${alarmThresholds.cloudFront5xxPercent}% of requests with a 5xx (site, media or API).`,
    metric: cloudFront5xxRate(distributionId),
    threshold: alarmThresholds.cloudFront5xxPercent,
    comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
  };
}

export interface OpsStackProps extends StackProps {
  /** PhysicianContracts-<stage>: names the topic, the alarms and the dashboard. */
  readonly prefix: string;
  readonly opsEmail?: string;
  /** Each route's function, by route id. */
  readonly functions: ReadonlyMap<string, IFunction>;
  readonly httpApiId: string;
  readonly apiStageName: string;
  readonly table: ITableV2;
  readonly distributionId: string;
  /**
   * Whether the CloudFront alarm is made here: only when this stack is in us-east-1, where CloudFront's
   * metrics are (elsewhere the EdgeOps stack has it). The dashboard shows the figure either way.
   */
  readonly cloudFrontAlarm: boolean;
  /** Stream-triggered jobs' dead-letter queues and functions (job id → both): alarms on a dead letter and on a stalled stream. */
  readonly streamJobs?: ReadonlyMap<string, { readonly deadLetters: IQueue; readonly fn: IFunction }>;
  /** Metric names in the PhysicianContracts namespace (the routes' `metric`). */
  readonly businessMetrics: readonly string[];
}

/**
 * Monitoring of one stage, in the app's region: the ops topic, an alarm for each figure that means
 * trouble, and one dashboard with those figures and the business metrics. Its own stack, so that
 * alarms per function (two per route) do not eat the API stack's resource budget (0009, 0013).
 */
export class OpsStack extends Stack {
  readonly ops: OpsTopic;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    this.ops = new OpsTopic(this, 'Ops', { prefix: props.prefix, ...(props.opsEmail ? { email: props.opsEmail } : {}) });
    const t = alarmThresholds;
    const period = alarmPeriod;

    const specs: AlarmSpec[] = [];
    const routeIds = [...props.functions.keys()];
    const pascal = (routeId: string) => routeId.charAt(0).toUpperCase() + routeId.slice(1);
    for (const [routeId, fn] of props.functions) {
      specs.push(
        {
          name: `Fn-${pascal(routeId)}-Errors`,
          description: `${routeId}: its function threw or timed out.`,
          metric: fn.metricErrors({ period, statistic: 'Sum' }),
          threshold: t.functionErrors,
          comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        },
        {
          name: `Fn-${pascal(routeId)}-Throttles`,
          description: `${routeId}: Lambda refused invocations (concurrency limit reached).`,
          metric: fn.metricThrottles({ period, statistic: 'Sum' }),
          threshold: t.functionThrottles,
          comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        },
      );
    }

    const api = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.httpApiId, Stage: props.apiStageName },
        statistic,
        period,
      });
    const api5xxRate = new MathExpression({
      label: 'API 5xx rate (%)',
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { errors: api('5xx', 'Sum'), requests: api('Count', 'Sum') },
      period,
    });
    const apiLatency = api('Latency', 'p95');
    const tableThrottles = props.table.metricThrottledRequestsForOperations({ operations: tableOperations, period });
    const tableErrors = props.table.metricSystemErrorsForOperations({ operations: tableOperations, period });
    const ses = (metricName: string) => new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.minutes(15) });
    // A metric the functions count (Powertools: the namespace and the service dimension of every function).
    const counted = (metricName: string) =>
      new Metric({
        namespace: powertoolsEnvironment.POWERTOOLS_METRICS_NAMESPACE,
        metricName,
        dimensionsMap: { service: powertoolsEnvironment.POWERTOOLS_SERVICE_NAME },
        statistic: 'Sum',
        period,
      });
    const mailCapReached = counted(mailCapMetric);
    const bounceRate = ses('Reputation.BounceRate');
    const complaintRate = ses('Reputation.ComplaintRate');

    specs.push(
      {
        name: 'Api-5xxRate',
        description: `More than ${t.api5xxPercent}% of API requests answered 5xx.`,
        metric: api5xxRate,
        threshold: t.api5xxPercent,
        comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
      },
      {
        name: 'Api-LatencyP95',
        description: `API p95 latency above ${t.apiLatencyP95Ms} ms for ${t.apiLatencyPeriods * 5} minutes.`,
        metric: apiLatency,
        threshold: t.apiLatencyP95Ms,
        comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: t.apiLatencyPeriods,
      },
      {
        name: 'Table-ThrottledRequests',
        description: 'DynamoDB throttled requests to the table.',
        metric: tableThrottles,
        threshold: t.tableThrottledRequests,
        comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      },
      {
        name: 'Table-SystemErrors',
        description: 'DynamoDB answered requests to the table with a 500 (its own error).',
        metric: tableErrors,
        threshold: t.tableSystemErrors,
        comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      },
      {
        name: 'Ses-BounceRate',
        description: `SES bounce rate above ${t.sesBounceRate * 100}%: AWS reviews the account at 5% and may pause sending at 10%.`,
        metric: bounceRate,
        threshold: t.sesBounceRate,
        comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
      },
      {
        name: 'Ses-ComplaintRate',
        description: `SES complaint rate above ${t.sesComplaintRate * 100}%: AWS reviews the account at 0.1% and may pause sending at 0.5%.`,
        metric: complaintRate,
        threshold: t.sesComplaintRate,
        comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
      },
      {
        name: 'Mail-HourlyCapReached',
        description:
          'The hourly cap on verification and password-reset e-mails (mailHourlyCap) was reached: they wait in the outbox for the next hour. A flood of signups or reset requests, or a cap too low for real traffic.',
        metric: mailCapReached,
        threshold: t.mailCapReached,
        comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      },
    );
    for (const [jobId, { deadLetters, fn }] of props.streamJobs ?? []) {
      specs.push(
        {
          name: `Job-${pascal(jobId)}-DeadLetters`,
          description: `${jobId}: a stream record failed every retry and went to the dead-letter queue.`,
          metric: deadLetters.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
          threshold: t.deadLetters,
          comparison: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        },
        {
          name: `Job-${pascal(jobId)}-IteratorAge`,
          description: `${jobId}: the table's stream is read more than ${t.streamIteratorAgeMs / 60_000} minutes late.`,
          metric: new Metric({
            namespace: 'AWS/Lambda',
            metricName: 'IteratorAge',
            dimensionsMap: { FunctionName: fn.functionName },
            statistic: 'Maximum',
            period,
          }),
          threshold: t.streamIteratorAgeMs,
          comparison: ComparisonOperator.GREATER_THAN_THRESHOLD,
        },
      );
    }
    if (props.cloudFrontAlarm) specs.push(cloudFrontAlarm(props.distributionId));
    for (const spec of specs) this.ops.alarm(spec);

    // The dashboard: the same figures, then what the product is for.
    const perFunction = (metric: (fn: IFunction, label: string) => IMetric) =>
      routeIds.map((routeId) => metric(props.functions.get(routeId)!, routeId));
    const business = props.businessMetrics.map(
      (metricName) =>
        new Metric({
          namespace: powertoolsEnvironment.POWERTOOLS_METRICS_NAMESPACE,
          metricName,
          dimensionsMap: { service: powertoolsEnvironment.POWERTOOLS_SERVICE_NAME },
          statistic: 'Sum',
          period: Duration.days(1),
          label: metricName,
        }),
    );
    const graph = (title: string, left: IMetric[], width = 12) => new GraphWidget({ title, left, width, height: 6 });
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: props.prefix,
      defaultInterval: Duration.days(7),
      periodOverride: PeriodOverride.AUTO,
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `# ${props.prefix}\nAlarms notify the SNS topic ${props.prefix}-ops. Thresholds: README, "Monitoring".`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('API 5xx rate (%)', [api5xxRate]),
      graph('API latency p95 (ms)', [apiLatency]),
      graph(
        'Lambda errors per function',
        perFunction((fn, label) => fn.metricErrors({ period, statistic: 'Sum', label })),
      ),
      graph(
        'Lambda throttles per function',
        perFunction((fn, label) => fn.metricThrottles({ period, statistic: 'Sum', label })),
      ),
      // Each its own graph: both expressions name their metrics after the operations.
      graph('DynamoDB throttled requests', [tableThrottles], 6),
      graph('DynamoDB system errors', [tableErrors], 6),
      graph('SES bounce and complaint rates', [bounceRate, complaintRate]),
      graph('Mails held by the hourly cap', [mailCapReached]),
      graph('CloudFront 5xx rate (%)', [cloudFront5xxRate(props.distributionId)]),
      graph('Business metrics (per day)', business),
    );
  }
}
