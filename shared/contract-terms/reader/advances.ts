/**
 * Money paid in advance (issue 38): the names of a signing bonus and of relocation money, and the words of repaying
 * them. The bonuses family reads their clawbacks from them; the notice family uses them to leave a clause about
 * repaying an advance to the bonuses.
 */
import { compile } from './vocabulary.ts';

/** A signing bonus by its names: the term's topic, and the words a clawback clause names it by. */
export const signingNames = [
  String.raw`\bsign(?:ing|-on|\s+on)\s+(?:bonus|incentive|payment)`,
  String.raw`\bcommencement\s+bonus\b`,
  String.raw`\brecruitment\s+(?:incentive|bonus)\b`,
  String.raw`\bhiring\s+(?:bonus|incentive)\b`,
];
export const signingWords = compile(signingNames);

/** Relocation money by its names, in a clause that repays it. */
export const relocationNames = [String.raw`\breloca\w*`, String.raw`\bmoving\s+(?:expenses?|costs?|allowance|reimbursement|assistance|stipend)\b`];
export const relocationWords = compile(relocationNames);

/** Paying money back, however it is said. */
export const repayNames = [
  String.raw`\bpa(?:y|id)\s+(?:\w+\s+){0,3}back\b`,
  String.raw`\brepa(?:y|id)\w*`,
  String.raw`\b(?:physician|you|employee|provider|associate)\s+(?:shall|will|must|agrees?\s+to)\s+(?:\w+\s+){0,2}reimburse\b`,
  String.raw`\breimburse\s+(?:the\s+)?(?:employer|practice|company|hospital|group|us|clinic)\b`,
  String.raw`\breturn\b`,
  String.raw`\bclaw-?\s?back\b`,
  String.raw`\bforgiv\w*`,
  String.raw`\bpro[-\s]?rata\b`,
  String.raw`\bpro[-\s]?rated\b`,
  String.raw`\bearned\b`,
  String.raw`\bamortiz\w*`,
  String.raw`\brefund\w*`,
];
export const repayWords = compile(repayNames);

/** A clause about repaying money advanced for signing or moving. */
export const repaysAnAdvance = (clause: string) => repayWords.test(clause) && (signingWords.test(clause) || relocationWords.test(clause));
