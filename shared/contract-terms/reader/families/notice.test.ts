import { describe, expect, it } from 'vitest';
import { findTerms } from '../reader.ts';

/** Hand-written sentences, in other words than the corpora's (reader/README.md: how to teach it). */
describe('notice family', () => {
  it("reads an employer's notice given by 'may discontinue this Agreement' (the README's worked example)", () => {
    const found = findTerms(["4.3 Ending the Agreement. The Group may discontinue this Agreement on forty-five days' notice to the Surgeon."]);
    expect(found).toContainEqual(
      expect.objectContaining({
        term: 'noticeWithoutCauseDaysEmployer',
        value: 45,
        trace: expect.objectContaining({ family: 'notice', rule: 'notice.withoutCause' }),
      }),
    );
  });

  it("reads the Practice ending the agreement on sixty days' notice as the employer's notice", () => {
    const found = findTerms(["The Practice may end this Agreement on sixty days' notice, and the Physician may end it on ninety days' notice."]);
    expect(found).toContainEqual(expect.objectContaining({ term: 'noticeWithoutCauseDays', value: 90 }));
    expect(found).toContainEqual(expect.objectContaining({ term: 'noticeWithoutCauseDaysEmployer', value: 60 }));
  });

  it('does not take a discontinued benefit for a notice period', () => {
    expect(findTerms(['The Group may discontinue the dental plan with thirty days of warning to all staff.'])).toEqual([]);
  });

  it("reads the employer's notice when it ends the employment 'for a reason other than cause'", () => {
    const found = findTerms([
      "You will give the Clinic seventy-five (75) days' written notice before resigning for any reason. Should the Clinic end your employment for a reason other than cause, it will give you forty (40) days' written notice.",
    ]);
    expect(found).toContainEqual(expect.objectContaining({ term: 'noticeWithoutCauseDays', value: 75 }));
    expect(found).toContainEqual(expect.objectContaining({ term: 'noticeWithoutCauseDaysEmployer', value: 40 }));
  });
  it("reads each party's period named in one sentence, the employer's after 'and' with no comma", () => {
    const found = findTerms([
      'Lakeside Clinic (the "Clinic") employs Jo Doe, M.D. (the "Doctor"). Either party may end this Agreement without cause, the Doctor on one hundred twenty (120) days written notice and the Clinic on forty-five (45) days written notice.',
    ]);
    expect(found).toContainEqual(expect.objectContaining({ term: 'noticeWithoutCauseDays', value: 120 }));
    expect(found).toContainEqual(expect.objectContaining({ term: 'noticeWithoutCauseDaysEmployer', value: 45 }));
  });

  it("reads the employer's period stated first and the physician's after 'and the Doctor on'", () => {
    const found = findTerms([
      'Lakeside Clinic (the "Clinic") employs Jo Doe, M.D. (the "Doctor"). Without cause, the Clinic may end this Agreement on 45 days notice and the Doctor on 120 days notice.',
    ]);
    expect(found).toContainEqual(expect.objectContaining({ term: 'noticeWithoutCauseDays', value: 120 }));
    expect(found).toContainEqual(expect.objectContaining({ term: 'noticeWithoutCauseDaysEmployer', value: 45 }));
  });

  it("does not take the employer's notice for cause, named in the same sentence, for a notice without cause", () => {
    const found = findTerms([
      'Lakeside Clinic (the "Clinic") employs Jo Doe, M.D. (the "Doctor"). The Doctor may end this Agreement without cause on 120 days notice. The Clinic may end it for cause on 10 days notice and the Doctor on 15 days notice.',
    ]);
    expect(found.filter((f) => f.term.startsWith('noticeWithoutCause'))).toEqual([
      expect.objectContaining({ term: 'noticeWithoutCauseDays', value: 120 }),
    ]);
  });

  it('does not take a notice to renew for a notice without cause', () => {
    const found = findTerms([
      'Lakeside Clinic (the "Clinic") employs Jo Doe, M.D. (the "Doctor"). The term renews each year unless the Clinic gives 75 days notice of non-renewal and the Doctor 50 days notice.',
    ]);
    expect(found.filter((f) => f.term.startsWith('noticeWithoutCause'))).toEqual([]);
  });
  it("reads 'should you elect to resign' as the physician's notice without cause", () => {
    const found = findTerms([
      'Dear Dr. Lee: Should you elect to resign, please give us seventy-five (75) days of written notice. Our clinic may end your employment without cause on twenty (20) days written notice.',
    ]);
    expect(found).toContainEqual(expect.objectContaining({ term: 'noticeWithoutCauseDays', value: 75 }));
    expect(found).toContainEqual(expect.objectContaining({ term: 'noticeWithoutCauseDaysEmployer', value: 20 }));
  });

  it('does not take the days to repay an allowance after electing to resign for a notice period', () => {
    const found = findTerms([
      'Dear Dr. Lee: If you elect to resign within two years, you will repay the relocation allowance within thirty (30) days after written notice from us.',
    ]);
    expect(found.filter((f) => f.term.startsWith('noticeWithoutCause'))).toEqual([]);
  });
  it("reads a notice period that names no party, mentioned in passing, as both parties' (not the employer named after it)", () => {
    const found = findTerms([
      'Dear Dr. Lee: Your call stipend rises to $1,500 a shift. Nothing else changes, including the sixty (60) day notice period for termination without cause and the non-solicitation covenant covering patients of the clinic.',
    ]);
    expect(found).toContainEqual(expect.objectContaining({ term: 'noticeWithoutCauseDays', value: 60 }));
    expect(found.some((f) => f.term === 'noticeWithoutCauseDaysEmployer')).toBe(false);
  });

  it("keeps the employer's notice period when the sentence says the employer gives it", () => {
    const found = findTerms([
      'Dear Dr. Lee: You may resign on ninety (90) days written notice. The clinic keeps its forty (40) day notice period for termination without cause by the clinic.',
    ]);
    expect(found).toContainEqual(expect.objectContaining({ term: 'noticeWithoutCauseDaysEmployer', value: 40 }));
  });
  it('reads a changed notice from a table row whose cells wrap onto further lines', () => {
    const found = findTerms([
      'This Amendment between Lakeside Clinic ("Clinic") and Jo Doe, M.D. ("Doctor") changes the Agreement as follows:\n' +
        'Provision Old Term New Term\n' +
        '6.1 Termination Without\nCause\n45 days written notice by either\nparty\n75 days written notice by either\nparty\n' +
        '6.4 Holidays 8 days per year 9 days per year\n',
    ]);
    expect(found).toContainEqual(expect.objectContaining({ term: 'noticeWithoutCauseDays', value: 75 }));
  });

  it('does not read a wrapped row about a cure period as a notice without cause', () => {
    const found = findTerms([
      'This Amendment between Lakeside Clinic ("Clinic") and Jo Doe, M.D. ("Doctor") changes the Agreement as follows:\n' +
        'Provision Old Term New Term\n' +
        '6.1 Termination Without\nCause\n45 days written notice by either\nparty\n' +
        '6.2 Curing a Breach 5 days after written\nnotice\n20 days after written notice\n',
    ]);
    expect(found.filter((f) => f.term.startsWith('noticeWithoutCause')).map((f) => f.value)).not.toContain(20);
  });
});
