import { describe, expect, it } from 'vitest';
import { quoteBoxes, type TextRun } from './quote-highlight';

const run = (str: string, top: number): TextRun => ({ str, left: 0.1, top, width: str.length * 0.01, height: 0.02 });
const page = [
  run('4.2 Compensation. As full compensation for the Services, Company will pay Employee a guaranteed', 0.1),
  run('annual salary of Five Hundred Twenty Thousand Dollars ($520,000). Payroll is processed on the 15th and', 0.12),
  run('last day of each month.', 0.14),
];

describe('quoteBoxes: the quoted words on their page', () => {
  it('boxes the part of each line the quote covers, across lines', () => {
    const boxes = quoteBoxes(page, 'Company will pay Employee a guaranteed annual salary of Five Hundred Twenty Thousand Dollars ($520,000).');
    expect(boxes).toHaveLength(2);
    const first = page[0]!.str.indexOf('Company');
    expect(boxes[0]!.left).toBeCloseTo(0.1 + first * 0.01);
    expect(boxes[0]!.top).toBe(0.1);
    expect(boxes[1]).toMatchObject({ left: 0.1, top: 0.12 });
    expect(boxes[1]!.width).toBeCloseTo('annual salary of Five Hundred Twenty Thousand Dollars ($520,000).'.length * 0.01);
  });

  it('ignores case and spacing, and finds the part of a sentence that starts on the page before', () => {
    expect(quoteBoxes(page, 'LAST   day of each month.')).toEqual([expect.objectContaining({ top: 0.14 })]);
    expect(quoteBoxes(page, 'Words printed on the previous page and then last day of each month.')).toEqual([expect.objectContaining({ top: 0.14 })]);
  });

  it('boxes nothing when the quote is not on the page', () => {
    expect(quoteBoxes(page, 'The non-compete radius is twenty miles.')).toEqual([]);
    expect(quoteBoxes(page, '')).toEqual([]);
  });
});
