import { useId, useMemo } from 'react';
import type { ComparisonResult, FigureRef, Scenario } from '#shared/compare/types.ts';
import { verdict, type VerdictLine } from '#shared/compare/verdict.ts';
import { formatTermValue, termInfo, type TermKey } from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';
import { OriginBadge, TermEvidence, WhyButton } from './Explain';
import type { TermInForce } from './terms-in-force';
import './verdict.css';

/** Whose figure a "why?" opens: the offer a figure belongs to. */
const offerOf = (ref: FigureRef): number | undefined => (ref.kind === 'breakEven' ? undefined : ref.offer);

/**
 * How a sentence's "why?" buttons read: one figure, "why?"; several, one button per offer, named by
 * the offer ("why? Northgate · Lakeside"), each opening that offer's figure.
 */
export function whyLabels(line: Pick<VerdictLine, 'figures'>, names: readonly string[]): readonly (string | undefined)[] {
  if (line.figures.length <= 1) return line.figures.map(() => undefined);
  return line.figures.map((figure) => {
    const offer = offerOf(figure.ref);
    return offer === undefined ? undefined : names[offer];
  });
}

/**
 * The verdict at the top of the results (issue 39): what the figures below show, as a short list of
 * plain sentences, each with its "why?" (the figure's explanation, or the terms it rests on with their
 * page and quote). Mount it inside <ExplainFigures> (its "why?" buttons open that dialog).
 */
export function Verdict({
  scenario,
  result,
  termsOf,
  wrvusTyped = true,
}: {
  readonly scenario: Scenario;
  readonly result: ComparisonResult;
  /** The terms in force of the scenario's offer at that index (as ExplainFigures takes them). */
  readonly termsOf: (offer: number) => ReadonlyMap<TermKey, TermInForce>;
  /** Whether the physician typed their expected wRVUs; when not, a pay claim that needs them asks for them. */
  readonly wrvusTyped?: boolean;
}) {
  const headingId = useId();
  const lines = useMemo(() => verdict(scenario, result, { wrvusTyped }), [scenario, result, wrvusTyped]);
  const names = scenario.offers.map((offer) => offer.name);
  // The first claim that could be made about pay is what the physician came to learn: it leads.
  const lead = lines.findIndex((line) => line.topic === 'pay' && !line.missing);
  return (
    <section aria-labelledby={headingId} className="verdict" data-testid="verdict">
      <h3 id={headingId} className="verdict__title">
        {messages.compareOffers.verdictTitle}
      </h3>
      <ul className="verdict__list">
        {lines.map((line, index) => (
          <li
            key={index}
            className={`verdict__line verdict__line--${line.topic}${line.missing ? ' verdict__line--missing' : ''}${index === lead ? ' verdict__line--lead' : ''}`}
          >
            <span className="verdict__text">{line.text}</span>
            {line.figures.length > 0 && <FigureWhys line={line} names={names} />}
            {line.terms.length > 0 && <TermsWhy line={line} names={names} terms={scenario.offers.map((offer) => offer.terms)} termsOf={termsOf} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function FigureWhys({ line, names }: { readonly line: VerdictLine; readonly names: readonly string[] }) {
  const labels = whyLabels(line, names);
  if (line.figures.length === 1)
    return (
      <>
        {' '}
        <WhyButton figureRef={line.figures[0]!.ref} what={line.figures[0]!.what} />
      </>
    );
  return (
    <>
      {' '}
      <span className="verdict__whys">
        <span aria-hidden="true">{messages.compareOffers.why}</span>
        {line.figures.map((figure, index) => (
          <WhyButton key={index} figureRef={figure.ref} what={figure.what}>
            {labels[index] ?? messages.compareOffers.why}
          </WhyButton>
        ))}
      </span>
    </>
  );
}

/** A sentence resting on terms, not figures: a disclosure listing each term, whose it is, and its page and quote. */
function TermsWhy({
  line,
  names,
  terms,
  termsOf,
}: {
  readonly line: VerdictLine;
  readonly names: readonly string[];
  /** The scenario's terms of each offer: the values the sentence used. */
  readonly terms: readonly Scenario['offers'][number]['terms'][];
  readonly termsOf: (offer: number) => ReadonlyMap<TermKey, TermInForce>;
}) {
  const what = listOfLabels(line.terms.map((t) => t.term));
  return (
    <>
      {' '}
      <details className="verdict__terms">
        <summary>
          {messages.compareOffers.verdictWhyTerms}
          <span className="visually-hidden"> {what}</span>
        </summary>
        <ul className="explain__inputs">
          {line.terms.map(({ offer, term }) => {
            const held = termsOf(offer).get(term);
            const stated = terms[offer]?.[term];
            const value = stated === undefined ? '' : formatTermValue(term, stated);
            return (
              <li key={`${offer}-${term}`}>
                <p className="explain__term">
                  <span className="explain__label">
                    {names[offer]}: {termInfo[term].label}
                  </span>
                  : {value} {held && <OriginBadge origin={held.origin} />}
                </p>
                {held?.finding && held.origin !== 'yours' && <TermEvidence held={held} />}
              </li>
            );
          })}
        </ul>
      </details>
    </>
  );
}

const listOfLabels = (terms: readonly TermKey[]) => [...new Set(terms.map((term) => termInfo[term].label))].join(', ');
