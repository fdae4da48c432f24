import { Runtime } from 'aws-cdk-lib/aws-lambda';
import { lambdaNodeMajor } from '../node-runtime';

/** Lambda's managed runtime for every function: the major of infra/node-runtime.ts (checked by its test). */
export const lambdaRuntime = Runtime.NODEJS_24_X;

if (lambdaRuntime.name !== `nodejs${lambdaNodeMajor}.x`) {
  throw new Error(`infra/node-runtime.ts says Node ${lambdaNodeMajor}, the functions' runtime is ${lambdaRuntime.name}`);
}
