import { describe, expect, it } from 'vitest';
import * as messages from '../messages';
import { compensationConsultBodySchema, compensationConsultSchema, contractReviewSchema, maxRequestNoteLength } from './requests';

const consult = {
  phone: '5551234567',
  practiceState: 'CA',
  practiceType: 'academic',
  resident: false,
  years: ' 7 ',
  speciality: 'dermatology',
  terms: true,
} as const;

const review = {
  firstName: 'Paula',
  lastName: 'Medic',
  email: 'paula@example.test',
  phone: '5551234567',
  practiceType: 'private_practice',
  resident: true,
  years: '',
  speciality: 'cardiology',
  terms: true,
} as const;

function fieldErrors(result: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the compensation consultation form (spec §5)', () => {
  it('accepts a complete form and keeps years trimmed for non-residents', () => {
    expect(compensationConsultSchema.parse(consult)).toMatchObject({ years: '7', phone: '5551234567' });
  });

  it('requires a US phone, as typed with its separators, and keeps its 10 digits (issue 29)', () => {
    expect(compensationConsultSchema.parse({ ...consult, phone: '(614) 555-0142' })).toMatchObject({ phone: '6145550142' });
    expect(compensationConsultSchema.parse({ ...consult, phone: '+1 614 555 0142' })).toMatchObject({ phone: '6145550142' });
    expect(fieldErrors(compensationConsultSchema.safeParse({ ...consult, phone: '' }))).toHaveProperty('phone');
    expect(fieldErrors(compensationConsultSchema.safeParse({ ...consult, phone: '555-1234' })).phone).toBe(messages.requests.invalidPhone);
    expect(fieldErrors(compensationConsultSchema.safeParse({ ...consult, phone: '22345678901' })).phone).toBe(messages.requests.invalidPhone);
    expect(fieldErrors(compensationConsultSchema.safeParse({ ...consult, phone: '1' })).phone).toBe(messages.requests.invalidPhone);
  });

  it('requires years (at most 2 digits) when not a resident and drops them for residents', () => {
    expect(fieldErrors(compensationConsultSchema.safeParse({ ...consult, years: '' }))).toHaveProperty('years');
    expect(fieldErrors(compensationConsultSchema.safeParse({ ...consult, years: '100' }))).toHaveProperty('years');
    expect(compensationConsultSchema.parse({ ...consult, resident: true, years: '12' })).not.toHaveProperty('years');
  });

  it('requires the terms, the state, the practice type and the speciality, naming every field at once', () => {
    const errors = fieldErrors(
      compensationConsultSchema.safeParse({ ...consult, terms: false, practiceState: '', practiceType: 'x', speciality: '', years: '' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['practiceState', 'practiceType', 'speciality', 'terms', 'years']);
  });

  it('bounds the notes and refuses fields it does not know', () => {
    expect(compensationConsultSchema.safeParse({ ...consult, otherData: 'x'.repeat(maxRequestNoteLength) }).success).toBe(true);
    expect(fieldErrors(compensationConsultSchema.safeParse({ ...consult, otherData: 'x'.repeat(maxRequestNoteLength + 1) }))).toHaveProperty(
      'otherData',
    );
    expect(compensationConsultSchema.safeParse({ ...consult, reviewed: true }).success).toBe(false);
  });

  it('takes the staged upload key in the API body only', () => {
    expect(compensationConsultBodySchema.safeParse(consult).success).toBe(false);
    expect(compensationConsultBodySchema.parse({ ...consult, key: 'staging/requests/u/x' })).toMatchObject({ key: 'staging/requests/u/x' });
  });

  it("takes the file's own name in the API body, refusing control and direction-reversing characters (issue 29)", () => {
    const body = { ...consult, key: 'staging/requests/u/x' };
    expect(compensationConsultBodySchema.parse({ ...body, fileName: ' Offer – Mercy Health (final).pdf ' })).toMatchObject({
      fileName: 'Offer – Mercy Health (final).pdf',
    });
    for (const fileName of ['', 'x'.repeat(256), 'offer\n.pdf', 'contract\u202Efdp.exe', 'a\u0000.pdf'])
      expect(fieldErrors(compensationConsultBodySchema.safeParse({ ...body, fileName })), JSON.stringify(fileName)).toHaveProperty('fileName');
  });
});

describe('the contract review form (spec §5)', () => {
  it('accepts a complete form with optional comments', () => {
    expect(contractReviewSchema.parse({ ...review, comments: ' Please check clause 4. ' })).toMatchObject({ comments: 'Please check clause 4.' });
  });

  it('says "Please enter a valid phone number." under 10 digits', () => {
    expect(fieldErrors(contractReviewSchema.safeParse({ ...review, phone: '555123456' })).phone).toBe(messages.requests.invalidPhone);
    expect(fieldErrors(contractReviewSchema.safeParse({ ...review, phone: '55512345678' }))).toHaveProperty('phone');
  });

  it('takes a US phone as typed and keeps its 10 digits (issue 29)', () => {
    expect(contractReviewSchema.parse({ ...review, phone: '614-555-0142' })).toMatchObject({ phone: '6145550142' });
  });

  it('requires names, e-mail and terms', () => {
    const errors = fieldErrors(contractReviewSchema.safeParse({ ...review, firstName: '', lastName: ' ', email: 'nope', terms: undefined }));
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstName', 'lastName', 'terms']);
  });
});
