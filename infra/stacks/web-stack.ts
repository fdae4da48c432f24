import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { publicMediaPrefix } from '#shared/constants/chapters.ts';
import type { WebConfig } from '#shared/web-config.ts';
import { bucketArn, productBucketName } from '../constructs/bucket-names';
import { acknowledge, acknowledgeWildcardResource } from '../constructs/nag';

export interface WebStackProps extends StackProps {
  readonly stage: string;
  readonly distribution: IDistribution;
  /** The built web app (web/dist). */
  readonly webAssetPath: string;
  /**
   * The course media folder (content/course), laid out exactly as the media bucket's keys:
   * media/... (public, served by CloudFront) and content/... (members only). Published to the
   * bucket's root with prune, when the project has any.
   */
  readonly mediaAssetPath?: string;
  /** Written as /config.json next to the app (values may be deploy-time tokens). */
  readonly webConfig: WebConfig;
  /** How long the deployment handler's logs are kept. @default RetentionDays.ONE_MONTH */
  readonly logRetention?: RetentionDays;
}

/** Publishes the web build, its /config.json and the course media, then invalidates CloudFront. */
export class WebStack extends Stack {
  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    // By name, not by reference: the deployment's policy is then written in this stack's own terms.
    const siteBucket = Bucket.fromBucketName(this, 'SiteBucket', productBucketName(this, props.stage, 'site'));
    const mediaBucket = Bucket.fromBucketName(this, 'MediaBucket', productBucketName(this, props.stage, 'media'));

    // Both deployments share CDK's one handler function (same memory size): give it a log group
    // with a retention, and a role of our own that may write to that log group only (instead of
    // the managed basic-execution policy, which may write to any).
    const logGroup = new LogGroup(this, 'DeploymentLogs', { retention: props.logRetention ?? RetentionDays.ONE_MONTH });
    const role = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'CDK BucketDeployment handler: copies the web build and course media into their buckets',
    });
    logGroup.grantWrite(role);
    const common = { distribution: props.distribution, prune: true, memoryLimit: 512, logGroup, role } as const;

    new BucketDeployment(this, 'App', {
      ...common,
      sources: [Source.asset(props.webAssetPath), Source.jsonData('config.json', props.webConfig)],
      destinationBucket: siteBucket,
      distributionPaths: ['/*'],
    });
    if (props.mediaAssetPath) {
      new BucketDeployment(this, 'CourseMedia', {
        ...common,
        sources: [Source.asset(props.mediaAssetPath)],
        destinationBucket: mediaBucket,
        // Only the public prefix is cached by CloudFront; the rest is never served through it.
        distributionPaths: [`/${publicMediaPrefix}*`],
      });
    }

    // The acknowledgments sit on the handler's role and function only, not on the stack.
    const why = 'CDK BucketDeployment handler: copies build assets into the site and media buckets at deploy time.';
    for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*']) {
      acknowledge(role, 'IAM5', `${why} aws-cdk-lib grants these wildcard actions and offers no narrower option.`, `Action::${action}`);
    }
    acknowledge(role, 'IAM5', `${why} aws-cdk-lib grants CloudFront invalidation on "*" (it takes no narrower option).`, 'Resource::*');
    acknowledgeWildcardResource(role, `arn:${this.partition}:s3:::cdk-hnb659fds-assets-${this.account}-${this.region}/*`, why);
    acknowledgeWildcardResource(role, bucketArn(this, siteBucket.bucketName, '*'), `${why} Prune replaces the whole site.`);
    if (props.mediaAssetPath) {
      acknowledgeWildcardResource(role, bucketArn(this, mediaBucket.bucketName, '*'), `${why} Prune mirrors content/course onto the whole bucket.`);
    }
    // The shared handler is a singleton at the stack's root, named after its custom resource type.
    const handler = this.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment handler not found: aws-cdk-lib changed its construct id');
    acknowledge(handler, 'L1', `${why} Its Python runtime is chosen by aws-cdk-lib.`);
  }
}
