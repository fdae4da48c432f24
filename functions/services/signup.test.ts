import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each service the signup touches, replaced by a recorder: the test is about the order and the undo.
const calls: string[] = [];
const failAt = { step: '' };
const step = (name: string, result?: unknown) =>
  vi.fn(async () => {
    calls.push(name);
    if (failAt.step === name)
      throw Object.assign(new Error(`${name} failed`), { name: failAt.step === 'createPoolUser' ? 'UsernameExistsException' : 'Error' });
    return result;
  });

vi.mock('../adapters/user-pool', () => ({
  createPoolUser: step('createPoolUser', 'sub-1'),
  setPoolPassword: step('setPoolPassword'),
  addPoolUserToGroup: step('addPoolUserToGroup'),
  deletePoolUser: step('deletePoolUser'),
  isUserExistsError: (error: Error) => error.name === 'UsernameExistsException',
}));
vi.mock('../adapters/accounts', () => ({ createAccount: step('createAccount'), deleteAccountRecord: step('deleteAccountRecord') }));
const reserved = { value: false };
vi.mock('../adapters/email-reservations', () => ({
  emailReservedByOther: vi.fn(async () => {
    calls.push('emailReservedByOther');
    return reserved.value;
  }),
}));
vi.mock('../adapters/link-tokens', () => ({ deleteLinkToken: step('deleteLinkToken') }));
vi.mock('./account-links', () => ({
  createLink: step('createLink', { tokenHash: 'h', url: 'https://app/verify#token=t' }),
  mailVerificationLink: step('mailVerificationLink'),
}));

const { signUp } = await import('./signup');
const input = { email: 'dr@example.com', password: 'Str0ng!Passw', firstName: 'Ada', lastName: 'Lovelace' };

describe('signup, all or nothing', () => {
  beforeEach(() => {
    calls.length = 0;
    failAt.step = '';
    reserved.value = false;
  });

  it('creates the pool user, its password and group, the record, then e-mails the link', async () => {
    await expect(signUp(input, 'physician')).resolves.toEqual({ userId: 'sub-1' });
    expect(calls).toEqual([
      'createPoolUser',
      'emailReservedByOther',
      'setPoolPassword',
      'addPoolUserToGroup',
      'createAccount',
      'createLink',
      'mailVerificationLink',
    ]);
  });

  it('puts a staff signup in no group: staff join theirs when an admin approves them', async () => {
    await expect(signUp(input, 'staff')).resolves.toEqual({ userId: 'sub-1' });
    expect(calls).toEqual(['createPoolUser', 'emailReservedByOther', 'setPoolPassword', 'createAccount', 'createLink', 'mailVerificationLink']);
  });

  it('removes the link, the record and the pool user when the e-mail cannot be sent', async () => {
    failAt.step = 'mailVerificationLink';
    await expect(signUp(input, 'physician')).rejects.toThrow('mailVerificationLink failed');
    expect(calls.slice(-3)).toEqual(['deleteLinkToken', 'deleteAccountRecord', 'deletePoolUser']);
  });

  it('removes the pool user when the record cannot be written', async () => {
    failAt.step = 'createAccount';
    await expect(signUp(input, 'staff')).rejects.toThrow('createAccount failed');
    expect(calls.slice(-1)).toEqual(['deletePoolUser']);
    expect(calls).not.toContain('deleteAccountRecord');
  });

  it('removes the pool user when its group cannot be set', async () => {
    failAt.step = 'addPoolUserToGroup';
    await expect(signUp(input, 'physician')).rejects.toThrow();
    expect(calls).toEqual(['createPoolUser', 'emailReservedByOther', 'setPoolPassword', 'addPoolUserToGroup', 'deletePoolUser']);
  });

  it('answers 409 with the e-mail field when the address is taken, and deletes nothing', async () => {
    failAt.step = 'createPoolUser';
    await expect(signUp(input, 'physician')).rejects.toMatchObject({ statusCode: 409, fields: { email: expect.stringMatching(/already exists/) } });
    expect(calls).toEqual(['createPoolUser']);
  });

  it("answers an address held for another account's undo link exactly as one in use, and removes the pool user it made", async () => {
    reserved.value = true;
    await expect(signUp(input, 'staff')).rejects.toMatchObject({ statusCode: 409, fields: { email: expect.stringMatching(/already exists/) } });
    expect(calls).toEqual(['createPoolUser', 'emailReservedByOther', 'deletePoolUser']);
  });
});
