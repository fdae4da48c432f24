import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { WebConfig } from '../../shared/web-config';
import { bucketArn, productBucketName } from '../constructs/bucket-names';
import { acknowledge, acknowledgeWildcardResource } from '../constructs/nag';

export interface WebStackProps extends StackProps {
  readonly stage: string;
  readonly distribution: IDistribution;
  /** The built web app (web/dist). */
  readonly webAssetPath: string;
  /** Course media to publish under media/, when the project has any. */
  readonly mediaAssetPath?: string;
  /** Written as /config.json next to the app (values may be deploy-time tokens). */
  readonly webConfig: WebConfig;
}

/** Publishes the web build, its /config.json and the course media, then invalidates CloudFront. */
export class WebStack extends Stack {
  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    // By name, not by reference: the deployment's policy is then written in this stack's own terms.
    const siteBucket = Bucket.fromBucketName(this, 'SiteBucket', productBucketName(this, props.stage, 'site'));
    const mediaBucket = Bucket.fromBucketName(this, 'MediaBucket', productBucketName(this, props.stage, 'media'));
    new BucketDeployment(this, 'App', {
      sources: [Source.asset(props.webAssetPath), Source.jsonData('config.json', props.webConfig)],
      destinationBucket: siteBucket,
      distribution: props.distribution,
      distributionPaths: ['/*'],
      prune: true,
      memoryLimit: 512,
    });
    // CDK's BucketDeployment handler (one per stack) copies the build from the asset bucket.
    const why = 'CDK BucketDeployment handler: copies build assets into the site and media buckets at deploy time.';
    acknowledge(this, 'IAM4', why, 'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole');
    for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*']) {
      acknowledge(this, 'IAM5', why, `Action::${action}`);
    }
    acknowledge(this, 'IAM5', `${why} CloudFront invalidation takes no resource ARN.`, 'Resource::*');
    acknowledgeWildcardResource(this, `arn:${this.partition}:s3:::cdk-hnb659fds-assets-${this.account}-${this.region}/*`, why);
    acknowledgeWildcardResource(this, bucketArn(this, siteBucket.bucketName, '*'), why);
    acknowledgeWildcardResource(this, bucketArn(this, mediaBucket.bucketName, '*'), why);
    acknowledge(this, 'L1', `${why} Its Python runtime is chosen by aws-cdk-lib.`);

    if (props.mediaAssetPath) {
      new BucketDeployment(this, 'CourseMedia', {
        sources: [Source.asset(props.mediaAssetPath)],
        destinationBucket: mediaBucket,
        destinationKeyPrefix: 'media/',
        distribution: props.distribution,
        distributionPaths: ['/media/*'],
        prune: true,
        memoryLimit: 512,
      });
    }
  }
}
