import { describe, expect, it } from 'vitest';
import { contract, routes } from '#shared/api/contract.ts';
import { errorCodes } from '#shared/api/errors.ts';
import { expectedAnswer, objectInputs, pathOf, revealsData } from './route-cases';
import { otherUserFixtures } from './other-user-fixtures';

describe('what the hardening suites read from the contract', () => {
  it('finds the inputs that name an object: ids and keys, not fixed choices, not public link tokens', () => {
    expect(objectInputs(contract.getMyRequestFile)).toEqual(['params.requestId']);
    expect(objectInputs(contract.listMyRequests)).toEqual([]);
    expect(objectInputs(contract.confirmPicture)).toEqual(['body.key']);
    expect(objectInputs(contract.submitContractReview)).toEqual(['body.key']);
    expect(objectInputs(contract.verifyEmail)).toEqual([]);
  });

  it('has an other-user fixture (or a reason) for every route whose input names an object', () => {
    const missing = routes.filter((route) => objectInputs(route).length > 0 && !otherUserFixtures[route.id]).map((route) => route.id);
    expect(missing).toEqual([]);
  });

  it('fills every path with values its schema accepts where it can', () => {
    expect(pathOf(contract.listMyRequests)).toBe('/me/requests/compensationConsult');
    expect(pathOf(contract.getChapterLink)).toBe('/chapters/2/link');
    expect(pathOf(contract.getMyRequestFile, { requestId: 'a/b' })).toBe('/me/requests/compensationConsult/a%2Fb/file');
  });

  it('derives the answer from shared/access.ts: groups first, then the record', () => {
    const staff = { viewer: { role: 'staff', approved: true, emailVerified: true }, groups: ['staff'] } as const;
    const unapproved = { viewer: { role: 'staff', approved: false, emailVerified: true }, groups: [] } as const;
    const admin = { viewer: { role: 'admin', approved: true, emailVerified: true }, groups: ['admin'] } as const;
    expect(expectedAnswer(contract.health, 'no valid token')).toBe('admitted');
    expect(expectedAnswer(contract.getMe, 'no valid token')).toEqual({ refused: 401 });
    expect(expectedAnswer(contract.getMe, unapproved)).toBe('admitted');
    expect(expectedAnswer(contract.changePassword, unapproved)).toEqual({ refused: 403, code: errorCodes.forbidden });
    expect(expectedAnswer(contract.listStaff, staff)).toEqual({ refused: 403, code: errorCodes.forbidden });
    expect(expectedAnswer(contract.listStaff, admin)).toEqual({ refused: 403, code: errorCodes.twoStepRequired });
    expect(expectedAnswer(contract.listStaff, { ...admin, viewer: { ...admin.viewer, mfaEnabled: true } })).toBe('admitted');
  });

  it('counts any body but an error as revealing', () => {
    expect(revealsData({ message: 'Unauthorized' })).toBe(false);
    expect(revealsData({ error: { code: 'forbidden', message: 'No.' } })).toBe(false);
    expect(revealsData({ error: { code: 'not_found', message: 'No.' }, userId: 'x' })).toBe(true);
    expect(revealsData({ requests: [] })).toBe(true);
    expect(revealsData('text')).toBe(true);
  });
});
