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
vi.mock('../adapters/accounts', () => ({
  createAccount: step('createAccount'),
  deleteAccountRecord: step('deleteAccountRecord'),
  claimLinkSend: step('claimLinkSend', true),
}));
const reserved = { value: false };
vi.mock('../adapters/email-reservations', () => ({
  emailReservedByOther: vi.fn(async () => {
    calls.push('emailReservedByOther');
    return reserved.value;
  }),
}));
const mailOutcome = { value: 'sent' };
vi.mock('./verification-mail', () => ({
  sendOrQueueVerification: vi.fn(async () => {
    calls.push('sendOrQueueVerification');
    return mailOutcome.value;
  }),
}));

const { signUp } = await import('./signup');
const input = { email: 'dr@example.com', password: 'Str0ng!Passw', firstName: 'Ada', lastName: 'Lovelace' };

describe('signup, all or nothing', () => {
  beforeEach(() => {
    calls.length = 0;
    failAt.step = '';
    reserved.value = false;
    mailOutcome.value = 'sent';
  });

  it('creates the pool user, its password and group, the record, then e-mails the link and starts the re-send throttle', async () => {
    await expect(signUp(input, 'physician')).resolves.toEqual({ userId: 'sub-1', verificationEmail: 'sent' });
    expect(calls).toEqual([
      'createPoolUser',
      'emailReservedByOther',
      'setPoolPassword',
      'addPoolUserToGroup',
      'createAccount',
      'sendOrQueueVerification',
      'claimLinkSend',
    ]);
  });

  it('puts a staff signup in no group: staff join theirs when an admin approves them', async () => {
    await expect(signUp(input, 'staff')).resolves.toEqual({ userId: 'sub-1', verificationEmail: 'sent' });
    expect(calls).toEqual(['createPoolUser', 'emailReservedByOther', 'setPoolPassword', 'createAccount', 'sendOrQueueVerification', 'claimLinkSend']);
  });

  it('keeps the account when the e-mail is delayed (SES refused it), and leaves the login re-send free', async () => {
    mailOutcome.value = 'delayed';
    await expect(signUp(input, 'physician')).resolves.toEqual({ userId: 'sub-1', verificationEmail: 'delayed' });
    expect(calls).not.toContain('deleteAccountRecord');
    expect(calls).not.toContain('deletePoolUser');
    expect(calls).not.toContain('claimLinkSend');
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
