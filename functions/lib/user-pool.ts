import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { z } from 'zod';
import { parseEnv } from './env';

// Only handlers that call the pool import this module, so only they carry the Cognito client.
const env = parseEnv({ USER_POOL_ID: z.string().min(1), USER_POOL_CLIENT_ID: z.string().min(1) });

export const userPoolId = env.USER_POOL_ID;
export const userPoolClientId = env.USER_POOL_CLIENT_ID;
export const cognito = new CognitoIdentityProviderClient({});
