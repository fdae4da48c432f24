import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { OpsTopic } from '../constructs/ops-topic';
import { cloudFrontAlarm } from './ops-stack';

/** Requests one client address may make in five minutes before the rate rule blocks it. */
export const wafRateLimit = 1000;

export interface EdgeStackProps extends StackProps {
  readonly prefix: string;
}

/**
 * AWS WAF for the CloudFront distribution: a web ACL of scope CLOUDFRONT, which AWS accepts in
 * us-east-1 only (this stack's region, whatever the app's). The Delivery stack reads its ARN with a
 * weak cross-region reference (0012). A rate-based rule per client address, then AWS's common rule
 * set; the body-size rule only counts, since the API checks its own bodies and answers 413 itself.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${props.prefix}-web`,
      description: 'Physician Contracts - rate limit per address and the AWS common rule set, for site, media and API',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${props.prefix}-web`),
      rules: [
        {
          name: 'RateLimitPerAddress',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: wafRateLimit, aggregateKeyType: 'IP', evaluationWindowSec: 300 } },
          visibilityConfig: visibility('RateLimitPerAddress'),
        },
        {
          name: 'AWSManagedRulesCommonRuleSet',
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility('AWSManagedRulesCommonRuleSet'),
        },
      ],
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}

export interface EdgeOpsStackProps extends StackProps {
  readonly prefix: string;
  readonly opsEmail?: string;
  readonly distributionId: string;
}

/**
 * The CloudFront alarm, in us-east-1 where CloudFront's metrics are, with a topic of its own there
 * (an alarm notifies only a topic of its region), subscribed by the same address. Made only when the
 * app's stacks are in another region; in us-east-1 the Ops stack has the alarm.
 */
export class EdgeOpsStack extends Stack {
  readonly ops: OpsTopic;

  constructor(scope: Construct, id: string, props: EdgeOpsStackProps) {
    super(scope, id, props);
    this.ops = new OpsTopic(this, 'Ops', { prefix: `${props.prefix}-edge`, ...(props.opsEmail ? { email: props.opsEmail } : {}) });
    this.ops.alarm(cloudFrontAlarm(props.distributionId));
  }
}
