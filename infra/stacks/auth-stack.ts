import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { UserDirectory } from '../constructs/user-directory';

export interface AuthStackProps extends StackProps {
  readonly protect: boolean;
  /** Cognito threat protection (Plus plan). @default none */
  readonly threatProtection?: 'audit' | 'enforced';
}

/** Cognito: who may sign in, in which group. */
export class AuthStack extends Stack {
  readonly directory: UserDirectory;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    this.directory = new UserDirectory(this, 'Users', {
      protect: props.protect,
      ...(props.threatProtection ? { threatProtection: props.threatProtection } : {}),
    });
    new CfnOutput(this, 'UserPoolId', { value: this.directory.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.directory.userPoolClient.userPoolClientId });
  }
}
