import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag findings are failures unless acknowledged here, in code, with a reason a reviewer can
 * check. `rule` is the AwsSolutions rule (e.g. 'IAM5'), `finding` narrows it to one finding.
 */
export function acknowledge(scope: IConstruct, rule: string, reason: string, finding?: string): void {
  Validations.of(scope).acknowledge({
    id: `AwsSolutions::AwsSolutions-${rule}${finding ? `[${finding}]` : ''}`,
    reason,
  });
}

/** Acknowledges a wildcard resource finding (IAM5) for an ARN, written the way cdk-nag prints it. */
export function acknowledgeWildcardResource(scope: IConstruct, arn: string, reason: string): void {
  acknowledge(scope, 'IAM5', reason, `Resource::${flattenCfnReference(Stack.of(scope).resolve(arn))}`);
}
