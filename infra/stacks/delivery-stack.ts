import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import { objectPrefixes, stagedUploadLifetimeDays } from '../../functions/data/object-keys';
import { productBucketName } from '../constructs/bucket-names';
import { PrivateBucket } from '../constructs/private-bucket';
import { SiteDistribution } from '../constructs/site-distribution';

export interface DeliveryStackProps extends StackProps {
  readonly stage: string;
  readonly protect: boolean;
  readonly domain?: { readonly name: string; readonly certificateArn: string };
  /** Origins besides the app's own that may use presigned uploads (development). */
  readonly extraWebOrigins?: readonly string[];
}

/**
 * Storage and delivery: the uploads bucket (contracts, reviews, pictures), the course media bucket,
 * the site bucket, their access-log bucket, and the CloudFront distribution in front of site, media
 * and the API (`/api/*`). The HTTP API resource lives here so the distribution can name it; its
 * stage, routes and functions are the Api stack's (which needs this stack's origin for its links).
 */
export class DeliveryStack extends Stack {
  readonly uploadsBucket: PrivateBucket;
  readonly mediaBucket: PrivateBucket;
  readonly siteBucket: PrivateBucket;
  readonly site: SiteDistribution;
  /** The HTTP API (no stage, no routes here: see ApiStack). */
  readonly httpApi: HttpApi;
  /** The app's origin (https://...), for CORS and links. */
  readonly webOrigin: string;

  constructor(scope: Construct, id: string, props: DeliveryStackProps) {
    super(scope, id, props);
    const logs = new PrivateBucket(this, 'Logs', { protect: props.protect, forLogs: true, expireAfter: Duration.days(365) });
    const accessLogs = (prefix: string) => ({ bucket: logs.bucket, prefix: `s3/${prefix}/` });

    const uploadsBucketName = productBucketName(this, props.stage, 'uploads');
    const uploadsOrigin = `https://${uploadsBucketName}.s3.${this.region}.${this.urlSuffix}`;
    this.mediaBucket = new PrivateBucket(this, 'Media', {
      bucketName: productBucketName(this, props.stage, 'media'),
      protect: props.protect,
      accessLogs: accessLogs('media'),
    });
    this.siteBucket = new PrivateBucket(this, 'Site', {
      bucketName: productBucketName(this, props.stage, 'site'),
      protect: false,
      accessLogs: accessLogs('site'),
    });

    // No CORS: the browser calls the API on the app's own origin, through the distribution.
    this.httpApi = new HttpApi(this, 'HttpApi', { description: 'Physician Contracts API', createDefaultStage: false });

    this.site = new SiteDistribution(this, 'Web', {
      apiDomainName: `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      siteBucket: this.siteBucket.bucket,
      mediaBucket: this.mediaBucket.bucket,
      uploadsOrigin,
      logBucket: logs.bucket,
      ...(props.domain
        ? {
            domain: {
              name: props.domain.name,
              certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            },
          }
        : {}),
    });
    this.webOrigin = this.site.origin;

    this.uploadsBucket = new PrivateBucket(this, 'Uploads', {
      bucketName: uploadsBucketName,
      protect: props.protect,
      accessLogs: accessLogs('uploads'),
      corsOrigins: [this.webOrigin, ...(props.extraWebOrigins ?? [])],
      // A presigned POST can be replayed until it expires: uploads land under staging/, which the
      // confirm step copies from and which nothing keeps for longer than a day.
      expirePrefix: { prefix: objectPrefixes.staging, after: Duration.days(stagedUploadLifetimeDays) },
    });

    new CfnOutput(this, 'WebUrl', { value: this.webOrigin });
    new CfnOutput(this, 'DistributionId', { value: this.site.distribution.distributionId });
    new CfnOutput(this, 'UploadsBucketName', { value: this.uploadsBucket.bucket.bucketName });
    new CfnOutput(this, 'MediaBucketName', { value: this.mediaBucket.bucket.bucketName });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucket.bucketName });
  }
}
