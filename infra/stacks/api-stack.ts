import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '#shared/api/contract.ts';
import type { JobDefinition } from '#shared/jobs.ts';
import type { ApiResources } from '../constructs/api-function';
import { productBucketName } from '../constructs/bucket-names';
import { MailSending, type MailSendingProps } from '../constructs/mail-sending';
import { ProductApi } from '../constructs/product-api';
import { ProductJobs } from '../constructs/product-jobs';

export interface ApiStackProps extends StackProps {
  /** How long function and access logs are kept. */
  readonly logRetention: RetentionDays;
  readonly table: ITableV2;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly stage: string;
  readonly senderEmail: string;
  /** The SES identity, MAIL FROM and hosted zone (MailSending); prefix and sender come from here. */
  readonly mail: Omit<MailSendingProps, 'prefix' | 'senderEmail' | 'retain'>;
  /** A protected stage keeps the SES identity it made (see isProtected). */
  readonly protect: boolean;
  /** PhysicianContracts-<stage>: names the configuration set and the feedback topic. */
  readonly prefix: string;
  readonly webOrigin: string;
  /** The HTTP API, from the Delivery stack (CloudFront's `/api/*` origin). */
  readonly httpApi: IHttpApi;
  /** The secret CloudFront adds to `/api/*` requests (Delivery stack), for the functions that count clients. */
  readonly originSecret: ISecret;
  /** The hourly cap on verification and reset mails (config `mailHourlyCap`). */
  readonly mailHourlyCap: number;
  /** @default every contract route */
  readonly routes?: readonly RouteDefinition[];
  /** @default routesBuiltInApiStack (infra/api-areas.ts): the routes not built in their area's nested stack */
  readonly routesInApiStack?: ReadonlySet<string>;
  /** @default every job of shared/jobs.ts */
  readonly jobs?: readonly JobDefinition[];
}

/**
 * The HTTP API with one function per contract route, the jobs (queued mail, SES feedback), and how
 * mail is sent: the SES identity and the configuration set that reports bounces and complaints.
 */
export class ApiStack extends Stack {
  readonly api: ProductApi;
  readonly mail: MailSending;
  readonly jobs: ProductJobs;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.mail = new MailSending(this, 'Mail', { ...props.mail, prefix: props.prefix, senderEmail: props.senderEmail, retain: props.protect });

    const resources: ApiResources = {
      table: props.table,
      uploadsBucketName: productBucketName(this, props.stage, 'uploads'),
      mediaBucketName: productBucketName(this, props.stage, 'media'),
      userPool: props.userPool,
      userPoolClient: props.userPoolClient,
      sender: {
        email: props.senderEmail,
        identityArn: this.mail.identityArn,
        configurationSetName: this.mail.configurationSetName,
        configurationSetArn: this.mail.configurationSetArn,
      },
      webOrigin: props.webOrigin,
      originSecret: props.originSecret.secretValue.unsafeUnwrap(),
      mailHourlyCap: props.mailHourlyCap,
    };
    this.api = new ProductApi(this, 'Api', {
      httpApi: props.httpApi,
      resources,
      logRetention: props.logRetention,
      ...(props.routes ? { routes: props.routes } : {}),
      ...(props.routesInApiStack ? { routesInApiStack: props.routesInApiStack } : {}),
    });
    this.jobs = new ProductJobs(this, 'Jobs', {
      resources,
      mailFeedbackTopic: this.mail.feedbackTopic,
      logRetention: props.logRetention,
      ...(props.jobs ? { jobs: props.jobs } : {}),
    });
    new CfnOutput(this, 'ApiUrl', { value: this.api.url });
  }
}
