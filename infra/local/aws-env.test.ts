import { describe, expect, it } from 'vitest';
import { localAwsEnv, localCredentials } from './aws-env';

const endpoints = {
  dynamodb: 'http://127.0.0.1:8000',
  s3: 'http://127.0.0.1:4569',
  cognito: 'http://127.0.0.1:9229',
  ses: 'http://127.0.0.1:8005',
};

describe('localAwsEnv', () => {
  it('names each endpoint the way SDK v3 derives it from the client serviceId', () => {
    // "DynamoDB", "S3", "Cognito Identity Provider", "SESv2" → upper case, spaces to underscores.
    expect(localAwsEnv(endpoints)).toMatchObject({
      AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
      AWS_ENDPOINT_URL_S3: endpoints.s3,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
      AWS_ENDPOINT_URL_SESV2: endpoints.ses,
    });
  });

  it('sets region, the local key pair and the checksum switches s3rver needs', () => {
    expect(localAwsEnv(endpoints, 'eu-west-1')).toMatchObject({
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      AWS_PROFILE: '',
      AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
      AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    });
  });

  it('uses a key id DynamoDB Local accepts (letters and digits only)', () => {
    expect(localCredentials.accessKeyId).toMatch(/^[A-Za-z0-9]+$/);
  });
});
