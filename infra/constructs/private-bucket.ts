import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { uploadsCors } from '../uploads-cors';

export interface PrivateBucketProps {
  /** A fixed name, when other resources must know it before the bucket exists. @default generated */
  readonly bucketName?: string;
  /** Where S3 server access logs go (none for the log bucket itself). */
  readonly accessLogs?: { readonly bucket: IBucket; readonly prefix: string };
  /** Browser origins that may POST presigned upload forms and GET presigned links (see presignedPostCors); none when omitted. */
  readonly corsOrigins?: readonly string[];
  /** Keep the bucket and its objects when the stack goes. @default false */
  readonly protect?: boolean;
  /** Log buckets receive CloudFront's standard logs, which need object ACLs. @default false */
  readonly forLogs?: boolean;
  /** Objects older than this are removed (log buckets). */
  readonly expireAfter?: Duration;
  /** A key prefix whose objects are removed after the given time (the uploads bucket's staged uploads). */
  readonly expirePrefix?: { readonly prefix: string; readonly after: Duration; /** @default 'expire-staged-uploads' */ readonly ruleId?: string };
}

/** The uploads bucket's CORS rule in CDK terms (origins come from the stack). */
export const presignedPostCors = {
  allowedMethods: uploadsCors.allowedMethods.map((method) => HttpMethods[method]),
  maxAge: uploadsCors.maxAgeSeconds,
};

/**
 * Every bucket of the product: no public access, TLS only, encrypted, owner-enforced objects,
 * incomplete multipart uploads cleaned up after a day. Reached only through CloudFront with
 * origin access control or through short-lived presigned URLs.
 */
export class PrivateBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: PrivateBucketProps = {}) {
    super(scope, id);
    const protect = props.protect ?? false;
    this.bucket = new Bucket(this, 'Bucket', {
      ...(props.bucketName ? { bucketName: props.bucketName } : {}),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: props.forLogs ? ObjectOwnership.BUCKET_OWNER_PREFERRED : ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // No versioning: a deleted contract or account must really be gone (spec: delete account removes every object).
      versioned: false,
      ...(props.accessLogs ? { serverAccessLogsBucket: props.accessLogs.bucket, serverAccessLogsPrefix: props.accessLogs.prefix } : {}),
      cors: props.corsOrigins?.length ? [{ allowedOrigins: [...props.corsOrigins], ...presignedPostCors }] : undefined,
      lifecycleRules: [
        { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...(props.expireAfter ? [{ id: 'expire-logs', expiration: props.expireAfter }] : []),
        ...(props.expirePrefix
          ? [
              {
                id: props.expirePrefix.ruleId ?? 'expire-staged-uploads',
                prefix: props.expirePrefix.prefix,
                expiration: props.expirePrefix.after,
                abortIncompleteMultipartUploadAfter: Duration.days(1),
              },
            ]
          : []),
      ],
      removalPolicy: protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !protect,
    });
  }
}
