import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Size, Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { publicMediaPrefix } from '#shared/constants/chapters.ts';
import type { WebConfig } from '#shared/web-config.ts';
import { bucketArn, productBucketName } from '../constructs/bucket-names';
import { acknowledge, acknowledgeWildcardResource } from '../constructs/nag';
import { hashedAssets } from '../constructs/site-distribution';

/** Hashed files never change under their name: browsers and CloudFront may keep them a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** index.html and config.json name the current release: revalidated on every load. */
export const revalidateCacheControl = 'no-cache';
/** Source maps stay build artifacts (web/sourcemaps), never on the public site, even if a build leaves one in web/dist. */
export const unpublished = ['*.map'];
/**
 * Course media (tens of MB now, more later): the handler downloads the zip and unpacks it in /tmp
 * before syncing, so its storage must hold both; memory buys CPU and network for the sync.
 */
export const mediaDeployment = { memoryLimit: 2048, ephemeralStorageGiB: 10 } as const;

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

/**
 * Publishes the web build in three steps that never leave an open tab without its files: the hashed
 * files to the archive (kept 30 days), then to `assets/` (exactly this release), then index.html,
 * config.json and the other root files (revalidated on every load), and invalidates CloudFront.
 * Course media go with a handler of their own, sized for them.
 */
export class WebStack extends Stack {
  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    // By name, not by reference: the deployment's policy is then written in this stack's own terms.
    const siteBucket = Bucket.fromBucketName(this, 'SiteBucket', productBucketName(this, props.stage, 'site'));
    const mediaBucket = Bucket.fromBucketName(this, 'MediaBucket', productBucketName(this, props.stage, 'media'));

    // The site's deployments share CDK's one handler function (same memory size), the media its own: give them a log group
    // with a retention, and a role of our own that may write to that log group only (instead of
    // the managed basic-execution policy, which may write to any).
    const logGroup = new LogGroup(this, 'DeploymentLogs', { retention: props.logRetention ?? RetentionDays.ONE_MONTH });
    const role = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'CDK BucketDeployment handler: copies the web build and course media into their buckets',
    });
    logGroup.grantWrite(role);
    const common = { prune: true, memoryLimit: 512, logGroup, role } as const;

    const hashed = join(props.webAssetPath, hashedAssets.path);
    let previous: BucketDeployment | undefined;
    if (existsSync(hashed)) {
      const immutable = { cacheControl: [CacheControl.fromString(immutableCacheControl)] };
      const source = Source.asset(hashed, { exclude: unpublished });
      // Never pruned: the lifecycle rule removes each file 30 days after the deploy that last published it.
      const archive = new BucketDeployment(this, 'ArchivedAssets', {
        ...common,
        ...immutable,
        prune: false,
        sources: [source],
        destinationBucket: siteBucket,
        destinationKeyPrefix: `${hashedAssets.archivePrefix}${hashedAssets.path}`,
      });
      const current = new BucketDeployment(this, 'Assets', {
        ...common,
        ...immutable,
        sources: [source],
        destinationBucket: siteBucket,
        destinationKeyPrefix: hashedAssets.path,
      });
      current.node.addDependency(archive);
      previous = current;
    }
    const app = new BucketDeployment(this, 'App', {
      ...common,
      cacheControl: [CacheControl.fromString(revalidateCacheControl)],
      sources: [
        Source.asset(props.webAssetPath, { exclude: [hashedAssets.path.slice(0, -1), ...unpublished] }),
        Source.jsonData('config.json', props.webConfig),
      ],
      destinationBucket: siteBucket,
      // Pruning the root leaves the hashed files and the archive alone.
      exclude: [`${hashedAssets.path}*`, `${hashedAssets.archivePrefix}*`],
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    if (previous) app.node.addDependency(previous);
    if (props.mediaAssetPath) {
      new BucketDeployment(this, 'CourseMedia', {
        ...common,
        memoryLimit: mediaDeployment.memoryLimit,
        ephemeralStorageSize: Size.gibibytes(mediaDeployment.ephemeralStorageGiB),
        sources: [Source.asset(props.mediaAssetPath)],
        destinationBucket: mediaBucket,
        distribution: props.distribution,
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
    // The handlers are singletons at the stack's root (one per memory size), named after their custom resource type.
    const handlers = this.node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handlers.length) throw new Error('BucketDeployment handler not found: aws-cdk-lib changed its construct id');
    for (const handler of handlers) acknowledge(handler, 'L1', `${why} Its Python runtime is chosen by aws-cdk-lib.`);
  }
}
