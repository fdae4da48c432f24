import { describe, expect, it } from 'vitest';
import { contract, routes } from '#shared/api/contract.ts';
import { isStagedKeyOf, objectKeys, ownerOfKey } from './object-keys';

describe('uploads bucket key layout', () => {
  const userId = '0b5c3a9e-1111-4222-8333-444455556666';

  it('puts every object of a user under a prefix naming the user', () => {
    expect(objectKeys.avatar(userId, 'abc-1')).toBe(`avatars/${userId}/abc-1`);
    for (const prefix of objectKeys.userPrefixes(userId)) expect(prefix).toContain(`/${userId}/`);
  });

  it('refuses ids that could escape their prefix', () => {
    expect(() => objectKeys.avatar('../x', 'a')).toThrow();
    expect(() => objectKeys.avatar(userId, 'a/b')).toThrow();
    expect(() => objectKeys.staged('avatars', userId, '..')).toThrow();
  });

  it('stages an upload under staging/ and copies it to the same key without it', () => {
    const staged = objectKeys.staged('avatars', userId, 'abc');
    expect(staged).toBe(`staging/avatars/${userId}/abc`);
    expect(objectKeys.final('avatars', userId, 'abc')).toBe(objectKeys.avatar(userId, 'abc'));
    expect(objectKeys.final('requests', userId, 'abc')).toBe(`${objectKeys.requestsPrefix(userId)}abc`);
  });

  it("tells the user's own staged keys from anyone else's, from final keys and from path tricks", () => {
    expect(isStagedKeyOf('avatars', userId, objectKeys.staged('avatars', userId, 'abc'))).toBe(true);
    expect(isStagedKeyOf('avatars', userId, objectKeys.staged('avatars', 'someone-else', 'abc'))).toBe(false);
    expect(isStagedKeyOf('avatars', userId, objectKeys.staged('requests', userId, 'abc'))).toBe(false);
    expect(isStagedKeyOf('avatars', userId, objectKeys.avatar(userId, 'abc'))).toBe(false);
    expect(isStagedKeyOf('avatars', userId, `staging/avatars/${userId}/../x`)).toBe(false);
    expect(isStagedKeyOf('avatars', userId, `staging/avatars/${userId}/`)).toBe(false);
  });

  it('lets account deletion list and delete under every prefix a user owns, staged uploads included', () => {
    const grants = contract.deleteMe.needs.uploads;
    for (const prefix of objectKeys.userPrefixes(userId)) {
      const grant = grants.find((candidate) => prefix.startsWith(candidate.prefix));
      expect(grant, prefix).toBeDefined();
      expect(grant?.uses, prefix).toEqual(expect.arrayContaining(['list', 'delete']));
    }
    expect(objectKeys.userPrefixes(userId)).toContain(objectKeys.stagingPrefix('avatars', userId));
    // Offers added to compare (issue 30), kept and staged.
    expect(objectKeys.userPrefixes(userId)).toEqual(expect.arrayContaining([`offers/${userId}/`, `staging/offers/${userId}/`]));
  });

  it('lets only the confirm step write final picture keys; the upload form may write staged keys only', () => {
    const writers = routes.filter((route) =>
      (route.needs?.uploads ?? []).some((grant) => grant.uses.includes('write') && objectKeys.avatar(userId, 'x').startsWith(grant.prefix)),
    );
    expect(writers.map((route) => route.id)).toEqual(['confirmPicture']);
    expect(contract.createPictureUpload.needs.uploads).toEqual([{ prefix: 'staging/avatars/', uses: ['write'] }]);
  });

  it('keeps request PDFs at exactly requests/<userId>/<type>/<timestamp>.pdf, under the prefix account deletion empties', () => {
    expect(objectKeys.requestFile(userId, 'compensationConsult', 1_700_000_000_123)).toBe(`requests/${userId}/compensationConsult/1700000000123.pdf`);
    expect(objectKeys.requestFile(userId, 'contractReview', 5)).toBe(`requests/${userId}/contractReview/5.pdf`);
    expect(objectKeys.requestReview('staff-1', objectKeys.requestFile(userId, 'contractReview', 5))).toBe(
      `staff/staff-1/feedbacks/requests/${userId}/contractReview/5.pdf`,
    );
    expect(() => objectKeys.requestReview('staff-1', '../avatars/x')).toThrow();
    expect(() => objectKeys.requestReview('../x', objectKeys.requestFile(userId, 'contractReview', 5))).toThrow();
    expect(objectKeys.requestFile(userId, 'contractReview', 5).startsWith(objectKeys.requestsPrefix(userId))).toBe(true);
    expect(() => objectKeys.requestFile(userId, 'contractReview', 1.5)).toThrow();
  });

  it('lets only the submit routes write request PDFs; the upload form may write staged keys only', () => {
    const writers = routes.filter((route) =>
      (route.needs?.uploads ?? []).some(
        (grant) => grant.uses.includes('write') && objectKeys.requestFile(userId, 'contractReview', 1).startsWith(grant.prefix),
      ),
    );
    expect(writers.map((route) => route.id).sort()).toEqual(['submitCompensationConsult', 'submitContractReview']);
    expect(contract.createRequestUpload.needs.uploads).toEqual([{ prefix: 'staging/requests/', uses: ['write'] }]);
  });

  it("keeps an added offer's PDF at exactly offers/<userId>/<offerId>.pdf; only createOffer writes there, its upload form staged keys only", () => {
    expect(objectKeys.offerFile(userId, 1_700_000_000_123)).toBe(`offers/${userId}/1700000000123.pdf`);
    expect(objectKeys.offerFile(userId, 5).startsWith(objectKeys.offersPrefix(userId))).toBe(true);
    expect(() => objectKeys.offerFile(userId, 1.5)).toThrow();
    expect(() => objectKeys.offerFile('../x', 5)).toThrow();
    expect(objectKeys.staged('offers', userId, 'abc')).toBe(`staging/offers/${userId}/abc`);
    expect(isStagedKeyOf('offers', userId, objectKeys.staged('requests', userId, 'abc'))).toBe(false);
    const writers = routes.filter((route) =>
      (route.needs?.uploads ?? []).some((grant) => grant.uses.includes('write') && objectKeys.offerFile(userId, 1).startsWith(grant.prefix)),
    );
    expect(writers.map((route) => route.id)).toEqual(['createOffer']);
    expect(contract.createOfferUpload.needs.uploads).toEqual([{ prefix: 'staging/offers/', uses: ['write'] }]);
  });
});

describe('ownerOfKey (the orphaned-files pass finds whose records to read)', () => {
  const userId = '0b5c3a9e-1111-4222-8333-444455556666';

  it("names the user of a request's or an offer's kept PDF, and of a review beside a request", () => {
    expect(ownerOfKey('requests', objectKeys.requestFile(userId, 'contractReview', 1700000000000))).toBe(userId);
    expect(ownerOfKey('requests', `requests/${userId}/contractReview/1700000000000.review.pdf`)).toBe(userId);
    expect(ownerOfKey('offers', objectKeys.offerFile(userId, 1700000000000))).toBe(userId);
  });

  it('names nobody for a key outside the area, without a user segment, or with a path trick', () => {
    expect(ownerOfKey('requests', objectKeys.offerFile(userId, 1))).toBeUndefined();
    expect(ownerOfKey('offers', objectKeys.staged('offers', userId, 'abc'))).toBeUndefined();
    expect(ownerOfKey('requests', 'requests/x.pdf')).toBeUndefined();
    expect(ownerOfKey('requests', `requests/${userId}/`)).toBeUndefined();
    expect(ownerOfKey('requests', 'requests/../avatars/a')).toBeUndefined();
    expect(ownerOfKey('requests', 'requests//a.pdf')).toBeUndefined();
  });
});
