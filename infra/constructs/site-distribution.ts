import { Annotations, Duration, type SecretValue, Stack } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, OriginGroup, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { apiBasePath, originVerifyHeader } from '#shared/api/stage.ts';
import { publicMediaPrefix } from '#shared/constants/chapters.ts';
import { contentSecurityPolicy } from '../web-security';
import { acknowledge } from './nag';
import { appShell, prerenderedPages } from '#shared/constants/prerendered-pages.ts';

export interface SiteDistributionProps {
  /** <api id>.execute-api.<region>.amazonaws.com: the HTTP API, reached under /api/* (its `api` stage). */
  readonly apiDomainName: string;
  /**
   * Sent to the API with every `/api/*` request as X-Origin-Verify (replacing any the viewer sent),
   * so that the API can tell CloudFront's CloudFront-Viewer-Address from one a direct caller made
   * up. A Secrets Manager value: the template holds a dynamic reference, never the secret.
   */
  readonly originSecret: SecretValue;
  readonly siteBucket: IBucket;
  readonly mediaBucket: IBucket;
  /**
   * https://<uploads bucket>.s3.<region>.amazonaws.com: presigned PDF and picture URLs point here,
   * so the CSP allows it for images and uploads. Passed as text (from the bucket's fixed name) because
   * the bucket's CORS in turn names this distribution's origin.
   */
  readonly uploadsOrigin: string;
  /** https://<media bucket>.s3.<region>.amazonaws.com: where presigned chapter links play from (CSP media-src). */
  readonly mediaOrigin: string;
  readonly logBucket: IBucket;
  /** Custom domain and its us-east-1 certificate, when the app has one. */
  readonly domain?: { readonly name: string; readonly certificate: ICertificate };
  /** The ARN of an AWS WAF web ACL (scope CLOUDFRONT, us-east-1), when the stage has one. */
  readonly webAclArn?: string;
}

/**
 * The web build's hashed files: published to `assets/` (exactly the current release) and copied to
 * `archive/assets/`, where a lifecycle rule removes each file 30 days after the deploy that last
 * published it. CloudFront asks the archive when `assets/` no longer has a file, so a tab opened
 * before a release still loads the chunks of its own release.
 */
export const hashedAssets = { path: 'assets/', archivePrefix: 'archive/', archiveDays: 30 } as const;

/**
 * Paths without a file extension are app routes: a prerendered public page gets its own file, every
 * other route the app shell, and the router decides (shared/constants/prerendered-pages.ts).
 */
const spaRewrite = `var pages = ${JSON.stringify(Object.fromEntries(Object.entries(prerenderedPages).map(([path, file]) => [path, `/${file}`])))};
function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = pages[request.uri] || '/${appShell}';
  return request;
}`;

/**
 * CloudFront in front of the private site bucket and the public part (media/) of the media bucket
 * (origin access control, no public bucket policy), with the SPA fallback, HTTPS only, TLS 1.2+,
 * and security headers on every answer.
 */
export class SiteDistribution extends Construct {
  readonly distribution: Distribution;
  /** https://<custom domain or CloudFront domain>, the app's origin. */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);
    const { region, urlSuffix } = Stack.of(this);
    const csp = contentSecurityPolicy({
      // The API is this origin's /api/*: no execute-api source at all.
      identity: [`https://cognito-idp.${region}.${urlSuffix}`],
      uploads: [props.uploadsOrigin],
      media: [props.mediaOrigin],
      upgradeInsecureRequests: true,
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'HSTS, nosniff, no framing, strict referrer, CSP for the web app',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        xssProtection: { protection: true, modeBlock: true, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      },
    });

    const rewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewrite),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for app routes',
    });

    // The media origin is given a policy-less view of the bucket, so origin access control does not
    // grant the distribution every key; the grant below covers the public prefix only.
    const mediaOrigin = Bucket.fromBucketAttributes(this, 'PublicMedia', {
      bucketName: props.mediaBucket.bucketName,
      bucketRegionalDomainName: props.mediaBucket.bucketRegionalDomainName,
    });

    // One origin access control for the site bucket, shared by its two origins (current and archive).
    const siteAccess = new S3OriginAccessControl(this, 'SiteAccess', { description: 'Site bucket: current release and archived assets' });
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(props.siteBucket, { originAccessControl: siteAccess });
    const assetsOrigin = new OriginGroup({
      primaryOrigin: siteOrigin,
      fallbackOrigin: S3BucketOrigin.withOriginAccessControl(props.siteBucket, {
        originAccessControl: siteAccess,
        originPath: `/${hashedAssets.archivePrefix.slice(0, -1)}`,
      }),
      // Without s3:ListBucket, S3 answers a missing key with 403.
      fallbackStatusCodes: [403, 404],
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Physician Contracts web app and course media',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      // TLS 1.2+ needs a certificate of our own; the default *.cloudfront.net one is fixed by AWS.
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: props.domain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [{ function: rewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Hashed files: the current release, else the archive of earlier ones (see hashedAssets).
        [`${hashedAssets.path}*`]: {
          origin: assetsOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
          compress: true,
        },
        // The API on the app's own origin. The path goes on unchanged: the HTTP API's stage is named
        // `api`, so /api/signup reaches POST /signup. Nothing is cached; every method and the body go
        // through, and every viewer header but Host (API Gateway needs its own name there): the
        // AllViewerExceptHostHeader policy. An origin request policy may not list Authorization, but
        // the managed all-viewer policies forward it when the cache policy caches nothing
        // (CachingDisabled), so the JWT authorizer sees the bearer token.
        [`${apiBasePath}/*`]: {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            // {{resolve:secretsmanager:...}}: CloudFormation fills it in at deploy.
            customHeaders: { [originVerifyHeader]: props.originSecret.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          compress: true,
        },
        // Public course media only: the media bucket's other keys (members-only chapters under
        // content/) are never reachable here; they go out as presigned GETs after the sign-in check.
        [`${publicMediaPrefix}*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(mediaOrigin),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
        },
      },
    });
    props.mediaBucket.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [props.mediaBucket.arnForObjects(`${publicMediaPrefix}*`)],
        conditions: { StringEquals: { 'AWS:SourceArn': this.distribution.distributionArn } },
      }),
    );
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      `The media bucket policy is written here: CloudFront may read ${publicMediaPrefix}* only.`,
    );
    acknowledge(this.distribution, 'CFR1', 'Physicians anywhere may read the course; nothing here is restricted by country.');
    if (!props.webAclArn) {
      acknowledge(
        this.distribution,
        'CFR2',
        'No WAF unless the stage sets waf=true (see the README for its cost): the API behind /api/* throttles at its stage and validates every input.',
      );
    }
    if (!props.domain) {
      acknowledge(
        this.distribution,
        'CFR4',
        'Without a custom domain CloudFront uses its default certificate, whose TLS floor cannot be raised; set domainName and certificateArn for TLS 1.2+.',
      );
    }
    this.origin = props.domain ? `https://${props.domain.name}` : `https://${this.distribution.distributionDomainName}`;
  }
}
