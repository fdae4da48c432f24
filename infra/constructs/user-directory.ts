import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  ClientAttributes,
  StandardThreatProtectionMode,
  type StandardAttributesMask,
  UserPool,
  UserPoolGroup,
  type IUserPool,
  type IUserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { clientWriteAttributes } from '../client-write-attributes';
import { Construct } from 'constructs';
import { roles } from '#shared/access.ts';
import { acknowledge } from './nag';

export interface UserDirectoryProps {
  /** Keep the pool when the stack goes, and refuse deletion. @default false */
  readonly protect?: boolean;
  /**
   * Cognito threat protection on the Plus feature plan: `audit` records risky sign-ins and compromised
   * credentials, `enforced` also acts on them. @default none (Essentials plan)
   */
  readonly threatProtection?: 'audit' | 'enforced';
}

/**
 * The Cognito user pool: e-mail sign-in, the spec's password policy, no self sign-up (the API
 * creates every account after validating it), groups physician/staff/admin, and one public app
 * client for USER_PASSWORD_AUTH with refresh tokens.
 */
export class UserDirectory extends Construct {
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;

  constructor(scope: Construct, id: string, props: UserDirectoryProps = {}) {
    super(scope, id);
    const protect = props.protect ?? false;

    const userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Accounts are created only by the API (signup validation, account record, verification link).
      selfSignUpEnabled: false,
      // Not required: a required attribute must stay writable by the app client (see client-write-attributes.ts).
      // Every user has one all the same: only the API creates users, and it always sets the e-mail.
      standardAttributes: { email: { required: false, mutable: true } },
      // Verification is the API's own e-mailed link; Cognito must neither send codes nor hold an
      // e-mail change back until one is entered (no AutoVerifiedAttributes, no keepOriginal).
      autoVerify: { email: false, phone: false },
      // Spec §5: at least 10 characters with a digit, a capital letter and a symbol.
      passwordPolicy: {
        minLength: 10,
        requireDigits: true,
        requireUppercase: true,
        requireSymbols: true,
        requireLowercase: false,
        tempPasswordValidity: Duration.days(3),
      },
      // Reset links are the product's own (single-use, expiring, e-mailed by the API), not Cognito's codes.
      accountRecovery: AccountRecovery.NONE,
      // Two-step sign-in with an authenticator app (TOTP), never SMS. OPTIONAL, not ON: ON would
      // force physicians too; the API requires it of staff and admins from the account record
      // (shared/access.ts), which it marks only after AdminGetUser shows SOFTWARE_TOKEN_MFA.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      ...(props.threatProtection
        ? {
            featurePlan: FeaturePlan.PLUS,
            standardThreatProtectionMode:
              props.threatProtection === 'enforced' ? StandardThreatProtectionMode.FULL_FUNCTION : StandardThreatProtectionMode.AUDIT_ONLY,
          }
        : { featurePlan: FeaturePlan.ESSENTIALS }),
      deletionProtection: protect,
      removalPolicy: protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    acknowledge(
      userPool,
      'COG2',
      'MFA is OPTIONAL (TOTP only): physicians may turn it on; staff and admins must, which the API enforces per role from the account record on every call (shared/access.ts).',
    );
    if (!props.threatProtection) {
      acknowledge(
        userPool,
        'COG8',
        'Essentials plan unless the stage sets threatProtection: Plus (threat protection) is billed per monthly active user (see the README).',
      );
    }

    for (const role of roles) {
      new UserPoolGroup(this, `Group-${role}`, { userPool, groupName: role, description: `Accounts with the ${role} role` });
    }

    const userPoolClient = userPool.addClient('WebClient', {
      generateSecret: false,
      // USER_PASSWORD_AUTH only (plus refresh): the web app signs in with it, and the API checks a
      // current password (password change, e-mail change, account deletion) with InitiateAuth USER_PASSWORD_AUTH too. No admin, SRP or custom flows.
      authFlows: { userPassword: true, adminUserPassword: false, userSrp: false, custom: false },
      // No hosted UI, no OAuth: the app signs in with USER_PASSWORD_AUTH, so no OAuth flow, scope or callback URL exists.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // Users write only an attribute the product never reads (an empty list would mean all of them):
      // the e-mail changes only through the API, which checks it and keeps the account record in step.
      writeAttributes: new ClientAttributes().withStandardAttributes(
        Object.fromEntries(clientWriteAttributes.map((name) => [name, true])) as StandardAttributesMask,
      ),
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    this.userPool = userPool;
    this.userPoolClient = userPoolClient;
  }
}
