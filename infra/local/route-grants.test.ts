import { describe, expect, it } from 'vitest';
import { contract } from '#shared/api/contract.ts';
import { jobs } from '#shared/jobs.ts';
import { localCredentials } from './aws-env';
import { emailRefusal, holderOf, objectRefusal, routeCredentials, secretOf, signingKeyId, userPoolRefusal } from './route-grants';

describe("each route's own local credentials", () => {
  it('are its own, map back to its declaration, and are not the stack key', () => {
    const mine = routeCredentials('getMyRequestFile');
    expect(mine.accessKeyId).toMatch(/^[A-Za-z0-9]+$/);
    expect(mine).not.toEqual(routeCredentials('getMe'));
    expect(holderOf(mine.accessKeyId)).toBe(contract.getMyRequestFile);
    expect(holderOf(routeCredentials(jobs[0]!.id).accessKeyId)).toBe(jobs[0]);
    expect(holderOf(localCredentials.accessKeyId)).toBe('stack');
    expect(holderOf('LOCALROUTEnoSuchRoute')).toBeUndefined();
    expect(secretOf(mine.accessKeyId)).toBe(mine.secretAccessKey);
    expect(secretOf('someone-else')).toBeUndefined();
  });

  it('reads the key id from a header or a presigned credential', () => {
    expect(signingKeyId('AWS4-HMAC-SHA256 Credential=LOCALROUTEgetMe/20261126/us-east-1/s3/aws4_request, SignedHeaders=host')).toBe(
      'LOCALROUTEgetMe',
    );
    expect(signingKeyId('local/20261126/us-east-1/s3/aws4_request')).toBe('local');
    expect(signingKeyId(undefined)).toBeUndefined();
  });
});

describe('what a route may do with objects, as its IAM role', () => {
  const route = {
    id: 'r',
    needs: { uploads: [{ prefix: 'requests/', uses: ['read', 'delete'] as const }], media: [{ prefix: 'content/', uses: ['read'] as const }] },
  };

  it('allows the declared uses under the declared prefix of the declared bucket', () => {
    expect(objectRefusal(route, 'uploads', 'read', 'requests/u1/contractReview/1.pdf')).toBeUndefined();
    expect(objectRefusal(route, 'uploads', 'delete', 'requests/u1/x')).toBeUndefined();
    expect(objectRefusal(route, 'media', 'read', 'content/chapter-02.mp3')).toBeUndefined();
  });

  it('refuses another prefix, another use, another bucket, and names no user in its message', () => {
    const refusal = objectRefusal(route, 'uploads', 'read', 'staff/s1/feedbacks/requests/u1/contractReview/1.pdf');
    expect(refusal).toMatch(/s3:GetObject on uploads bucket \(staff\/…\)/);
    expect(refusal).not.toContain('s1');
    expect(objectRefusal(route, 'uploads', 'write', 'requests/u1/x')).toMatch(/s3:PutObject/);
    expect(objectRefusal(route, 'media', 'read', 'requests/u1/x')).toBeDefined();
    expect(objectRefusal(route, undefined, 'read', 'requests/u1/x')).toBeDefined();
    // A list is granted only with its use, and only on a prefix inside the grant (s3:prefix).
    expect(objectRefusal(route, 'uploads', 'list', 'requests/u1/')).toMatch(/s3:ListBucket/);
    const lister = { id: 'l', needs: { uploads: [{ prefix: 'requests/', uses: ['list'] as const }] } };
    expect(objectRefusal(lister, 'uploads', 'list', 'requests/u1/')).toBeUndefined();
    expect(objectRefusal(lister, 'uploads', 'list', '')).toBeDefined();
  });

  it("lets the physician's review link read the review its record names (the AWS-only defect of issue 27)", () => {
    const reviewKey = 'staff/s1/feedbacks/requests/u1/contractReview/1.pdf';
    expect(objectRefusal(contract.getMyRequestFile, 'uploads', 'read', reviewKey)).toBeUndefined();
    expect(objectRefusal(contract.getMyRequestFile, 'uploads', 'read', 'avatars/u1/picture')).toBeDefined();
  });
});

describe('what a route may do with SES and the user pool', () => {
  it('sends e-mail only when it declares email', () => {
    expect(emailRefusal(contract.getMe)).toMatch(/ses:SendEmail/);
    expect(emailRefusal(contract.signUpPhysician)).toBeUndefined();
  });

  it('makes an IAM-authorized pool call only when declared; a user’s own calls need no grant', () => {
    expect(userPoolRefusal(contract.getMe, 'AdminGetUser')).toMatch(/cognito-idp:AdminGetUser/);
    expect(userPoolRefusal(contract.getMe, 'ListUsers')).toBeDefined();
    expect(userPoolRefusal(contract.getMe, 'InitiateAuth')).toBeUndefined();
    const declared = contract.deleteUser.needs?.userPool ?? [];
    expect(declared.length).toBeGreaterThan(0);
    for (const action of declared) expect(userPoolRefusal(contract.deleteUser, action)).toBeUndefined();
  });
});
