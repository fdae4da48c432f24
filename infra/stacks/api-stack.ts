import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '#shared/api/contract.ts';
import { productBucketName } from '../constructs/bucket-names';
import { ProductApi } from '../constructs/product-api';

export interface ApiStackProps extends StackProps {
  /** How long function and access logs are kept. */
  readonly logRetention: RetentionDays;
  readonly table: ITableV2;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly stage: string;
  readonly senderEmail: string;
  readonly webOrigin: string;
  /** The HTTP API, from the Delivery stack (CloudFront's `/api/*` origin). */
  readonly httpApi: IHttpApi;
  /** The secret CloudFront adds to `/api/*` requests (Delivery stack), for the functions that count clients. */
  readonly originSecret: ISecret;
  /** @default every contract route */
  readonly routes?: readonly RouteDefinition[];
}

/** The HTTP API with one function per contract route, and the SES identity e-mails are sent from. */
export class ApiStack extends Stack {
  readonly api: ProductApi;
  readonly sender: EmailIdentity;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    // SES sends a confirmation message to this address; nothing is delivered until it is verified.
    this.sender = new EmailIdentity(this, 'Sender', { identity: Identity.email(props.senderEmail) });

    this.api = new ProductApi(this, 'Api', {
      httpApi: props.httpApi,
      resources: {
        table: props.table,
        uploadsBucketName: productBucketName(this, props.stage, 'uploads'),
        mediaBucketName: productBucketName(this, props.stage, 'media'),
        userPool: props.userPool,
        userPoolClient: props.userPoolClient,
        sender: { email: props.senderEmail, identityArn: this.sender.emailIdentityArn },
        webOrigin: props.webOrigin,
        originSecret: props.originSecret.secretValue.unsafeUnwrap(),
      },
      logRetention: props.logRetention,
      ...(props.routes ? { routes: props.routes } : {}),
    });
    new CfnOutput(this, 'ApiUrl', { value: this.api.url });
  }
}
