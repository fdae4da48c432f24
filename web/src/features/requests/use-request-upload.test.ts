import { describe, expect, it } from 'vitest';
import { requestTypeInfo } from '#shared/constants/request-types.ts';
import { MissingPdf, missingPdfText } from './use-request-upload';

describe('the message when no PDF is chosen (spec §5)', () => {
  it("keeps the compensation consultation's exact text, naming the offer letter", () => {
    expect(missingPdfText(requestTypeInfo.compensationConsult.document)).toBe('Please upload the offer letter as a PDF file.');
  });

  it('names the contract on the contract review form (issue 37)', () => {
    expect(missingPdfText(requestTypeInfo.contractReview.document)).toBe('Please upload the contract as a PDF file.');
    expect(new MissingPdf(missingPdfText('contract')).message).toBe('Please upload the contract as a PDF file.');
  });
});
