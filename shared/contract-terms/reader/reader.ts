/**
 * The contract reader (issue 17, restructured in issue 38): from the text of each page to the terms a physician
 * negotiates. Pure code (no PDF, no AWS), so the Lambda, the command line and the tests run exactly this.
 *
 * How it reads: the pages are joined (pages.ts) and cut into sentences and clauses (sentences.ts); what the document
 * defines is read first (document.ts). Every figure is found with its unit (numbers.ts) and given, in order, to the
 * families' clause rules, else to the nearest topic word of a term that takes its unit, else to a family's table rule
 * (figures.ts); the families' sentence rules read the terms that are words. One candidate per term is chosen
 * (candidates.ts) and quoted (quotes.ts). Each family is one module of families/, named by its id in termFamilies.
 */
import { termKeys, type TermFinding } from '../terms.ts';
import { agreement, amendment, candidateOf, choose, compileTopic, type Candidate, type SentenceRule } from './candidates.ts';
import { definitionsOf } from './document.ts';
import { figureCandidates, type FigureReaders } from './figures.ts';
import { bonusTopics, clawback, relocationSameAsBonus } from './families/bonuses.ts';
import { repaymentFindings } from './families/bonuses-repayment.ts';
import { callRatio } from './families/call.ts';
import { covenant, covenantTopics } from './families/covenants.ts';
import { malpracticeForm, tailPaidBy } from './families/insurance.ts';
import { noticeScheduleRow, noticeTopics, noticeWithoutCause, onlyDifferingEmployerNotice } from './families/notice.ts';
import { payTopics, salaryTable } from './families/pay.ts';
import { annualizedFigure, productivityTopics, withTierTables } from './families/productivity.ts';
import { renewal, termFromDates, termTopics } from './families/term.ts';
import { cmePrograms, ptoTable, timeOffTopics } from './families/time-off.ts';
import { joinPages } from './pages.ts';
import { quoteOf } from './quotes.ts';
import { sentencesOf, type Sentence } from './sentences.ts';
import { sinkTopics } from './sinks.ts';

/**
 * The order matters where two could take one figure: topic terms tie to the earlier one (a sink last, which wins its
 * ties), clause rules and table rules are tried in order, sentence rules propose in order.
 */
export const figureReaders: FigureReaders = {
  topics: [
    ...payTopics,
    ...termTopics,
    ...productivityTopics,
    ...bonusTopics,
    ...covenantTopics,
    ...noticeTopics,
    ...timeOffTopics,
    ...sinkTopics,
  ].map(compileTopic),
  clauseRules: [annualizedFigure, clawback, noticeScheduleRow, noticeWithoutCause, covenant],
  tableRules: [salaryTable, ptoTable, cmePrograms],
};
export const sentenceRules: readonly SentenceRule[] = [renewal, termFromDates, malpracticeForm, tailPaidBy, callRatio];

/** Reads the terms from each page's text (index 0 is page 1). */
export function findTerms(pages: readonly string[]): TermFinding[] {
  const { joined, text, pageAt } = joinPages(pages);
  const candidates: Candidate[] = [];
  const sentences = sentencesOf(text);
  const defined = definitionsOf(text, sentences);
  let lead: Sentence | undefined;
  sentences.forEach((sentence, i) => {
    // The first sentence of each paragraph, whose heading names what the paragraph is about.
    if (i === 0 || /^\s*\n\s*\n/.test(sentence.text)) lead = sentence;
    figureCandidates(figureReaders, defined, sentence, sentences[i - 1], candidates, lead, sentences[i - 2]);
    const amends = amendment.test(sentence.text);
    for (const rule of sentenceRules)
      for (const p of rule.read({ sentence, lead, defined })) candidates.push(candidateOf(rule.family, p, sentence, amends));
  });
  withTierTables(candidates, joined, sentences);
  const chosen = choose(candidates, defined.amending);
  relocationSameAsBonus(chosen, sentences);
  onlyDifferingEmployerNotice(chosen);
  const findings: TermFinding[] = [];
  for (const c of chosen.values()) {
    findings.push({
      term: c.term,
      value: c.value,
      page: pageAt(c.at),
      ...quoteOf(c.sentence, c.at, joined.slice(c.sentence.start, c.sentence.end)),
      confidence: Math.round(Math.max(0, Math.min(1, c.confidence + agreement(c, candidates))) * 100) / 100,
      trace: c.trace,
    });
  }
  // How the bonus and relocation found above are repaid, and the relocation's kind (issue 39): read from them.
  findings.push(...repaymentFindings(pages, findings));
  return findings.sort((a, b) => termKeys.indexOf(a.term) - termKeys.indexOf(b.term));
}
