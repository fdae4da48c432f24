import { createContext, use, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Explanation, ExplanationInput, Figure, FigureRef } from '#shared/compare/types.ts';
import { chapter as chapterInfo } from '#shared/constants/chapters.ts';
import { formatTermValue, termInfo, type TermKey } from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';
import { Button } from '#web/components/Button.tsx';
import { assumptionLabels, figureText, formatAssumption, formatCount, formatFigure, listOf, missingLabel } from './figures';
import { reviewedOrigin, type TermInForce } from './terms-in-force';

interface ExplainContextValue {
  /** "Why?" of one figure: what it rests on, for the dialog. */
  readonly explain: (ref: FigureRef) => Explanation;
  readonly open: (ref: FigureRef, what: string) => void;
}

const ExplainContext = createContext<ExplainContextValue | null>(null);

export function useExplain(): ExplainContextValue {
  const value = use(ExplainContext);
  if (!value) throw new Error('a figure outside <ExplainFigures>');
  return value;
}

/**
 * A figure of the comparison, as a button that opens its explanation. A figure that needs a term
 * the offer lacks says which, instead of a number.
 */
export function FigureButton({
  figure,
  figureRef,
  what,
  short = false,
}: {
  readonly figure: Figure;
  readonly figureRef: FigureRef;
  readonly what: string;
  /** In a long column whose note already names what is missing: a dash on screen, the same words for screen readers. */
  readonly short?: boolean;
}) {
  const { explain, open } = useExplain();
  const text = figure === null ? figureText(null, explain(figureRef).missing) : formatFigure(figure);
  return (
    <button type="button" className={figure === null ? 'figure figure--missing' : 'figure'} onClick={() => open(figureRef, what)}>
      {figure === null && short ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">{text}</span>
        </>
      ) : (
        text
      )}
      <span className="visually-hidden">
        , {what}: {messages.compareOffers.why}
      </span>
    </button>
  );
}

/**
 * A button that opens an explanation, with its own text (the switch points' and the verdict's
 * sentences): "why?", or `children` where a sentence has a "why?" per offer (the offer's name).
 */
export function WhyButton({ figureRef, what, children }: { readonly figureRef: FigureRef; readonly what: string; readonly children?: ReactNode }) {
  const { open } = useExplain();
  return (
    <button type="button" className="figure figure--why" onClick={() => open(figureRef, what)}>
      {children ?? messages.compareOffers.why}
      <span className="visually-hidden">
        {children === undefined ? ' ' : `, ${messages.compareOffers.why} `}
        {what}
      </span>
    </button>
  );
}

/**
 * Gives every figure below its "why?": one modal dialog (a native <dialog>: focus moves in and stays,
 * Escape closes it, focus returns to the figure) showing the explanation of the figure chosen.
 * `termsOf(offer)` are the terms in force of the scenario's offer at that index, to quote each term's page and sentence.
 */
export function ExplainFigures({
  explain,
  termsOf,
  offerNames,
  headline,
  children,
}: {
  readonly explain: (ref: FigureRef) => Explanation;
  readonly termsOf: (offer: number) => ReadonlyMap<TermKey, TermInForce>;
  readonly offerNames: readonly string[];
  /** The dialog's headline where the figure's value alone would not say it (a switch point: switchHeadline). */
  readonly headline?: (ref: FigureRef) => string | undefined;
  readonly children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [shown, setShown] = useState<{ ref: FigureRef; what: string }>();
  const open = (ref: FigureRef, what: string) => setShown({ ref, what });
  // Opened once its content is there, so that focus lands on the dialog's Close button.
  useEffect(() => {
    if (shown && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [shown]);
  // The explanation follows the assumptions while the dialog is open (it is worked out on each render).
  const explanation = shown ? explain(shown.ref) : undefined;
  return (
    <ExplainContext value={{ explain, open }}>
      {children}
      <dialog ref={dialog} className="explain-dialog" aria-labelledby={titleId} onClose={() => setShown(undefined)}>
        {shown && explanation && (
          <ExplanationView
            titleId={titleId}
            what={shown.what}
            explanation={explanation}
            headline={headline?.(shown.ref)}
            // A switch point rests on the terms of two offers: each term says whose it is.
            source={(offer) => ({ name: shown.ref.kind === 'breakEven' ? offerNames[offer] : undefined, terms: termsOf(offer) })}
            onClose={() => dialog.current?.close()}
          />
        )}
      </dialog>
    </ExplainContext>
  );
}

/** Whose term an input is: the offer's name (when the figure rests on two offers) and its terms in force. */
type TermSource = (offer: number) => { readonly name: string | undefined; readonly terms: ReadonlyMap<TermKey, TermInForce> };

function ExplanationView({
  titleId,
  what,
  explanation,
  headline,
  source,
  onClose,
}: {
  readonly titleId: string;
  readonly what: string;
  readonly explanation: Explanation;
  readonly headline: string | undefined;
  readonly source: TermSource;
  readonly onClose: () => void;
}) {
  const headingId = useId();
  const { value } = explanation;
  const valueText =
    headline ??
    (Array.isArray(value)
      ? messages.compareOffers.switchLevels(listOf((value as readonly number[]).map(formatCount)))
      : figureText(value as Figure, explanation.missing));
  const chapter = chapterInfo(explanation.chapter);
  return (
    <div className="explain">
      <h2 id={titleId} className="explain__title">
        {messages.compareOffers.explainTitle(what)}
      </h2>
      <p className={`explain__value${explanation.missing.length ? ' explain__value--missing' : ''}`}>{valueText}</p>
      {explanation.missing.length > 0 && (
        <section aria-labelledby={`${headingId}-missing`} className="explain__missing">
          <h3 id={`${headingId}-missing`}>{messages.compareOffers.missingTitle}</h3>
          <p>{messages.compareOffers.missingIntro}</p>
          <ul>
            {explanation.missing.map((name) => (
              <li key={name}>{missingLabel(name)}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby={`${headingId}-formula`}>
        <h3 id={`${headingId}-formula`}>{messages.compareOffers.formula}</h3>
        <p>{explanation.formula}</p>
      </section>
      {explanation.inputs.length > 0 && (
        <section aria-labelledby={`${headingId}-used`}>
          <h3 id={`${headingId}-used`}>{messages.compareOffers.usedTitle}</h3>
          <ul className="explain__inputs">
            {explanation.inputs.map((input, index) => (
              <li key={index}>
                <Input input={input} source={source} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link to={`/negotiation?chapter=${chapter.number}`} className="explain__learn">
          {messages.compareOffers.learn(chapter.number, chapter.title)}
        </Link>
      </p>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose} autoFocus>
          {messages.compareOffers.close}
        </Button>
      </div>
    </div>
  );
}

/** One thing a figure rests on: a term with where it comes from (page and quote, or your figure), or an assumption and its source. */
function Input({ input, source }: { readonly input: ExplanationInput; readonly source: TermSource }) {
  if (input.kind === 'assumption')
    return (
      <p className="explain__assumption">
        <span className="explain__label">{assumptionLabels[input.name]}</span>: {formatAssumption(input.name, input.value)}{' '}
        <span className="origin origin--assumption">{messages.compareOffers.assumption(input.source)}</span>
      </p>
    );
  const owner = source(input.offer);
  const held = owner.terms.get(input.term);
  const label = `${owner.name ? `${owner.name}: ` : ''}${termInfo[input.term].label}`;
  return (
    <>
      <p className="explain__term">
        <span className="explain__label">{label}</span>: {formatTermValue(input.term, input.value)} {held && <OriginBadge origin={held.origin} />}
      </p>
      {held?.finding && held.origin !== 'yours' && <TermEvidence held={held} />}
      {held?.finding && held.origin === 'yours' && (
        <p className="explain__beside">
          {contractValueText(held, held.finding.value)}, {messages.compareOffers.page(held.finding.page)}
        </p>
      )}
    </>
  );
}

const originBadges: Record<TermInForce['origin'], string> = {
  yours: messages.compareOffers.yourFigureBadge,
  confirmed: `✓ ${messages.compareOffers.confirmedBadge}`,
  corrected: `✎ ${messages.compareOffers.correctedBadge}`,
  added: `✓ ${messages.compareOffers.addedBadge}`,
  read: messages.compareOffers.automaticBadge,
};

export function OriginBadge({ origin }: { readonly origin: TermInForce['origin'] }) {
  return <span className={`origin origin--${origin}`}>{originBadges[origin]}</span>;
}

/** What the contract's own value is, beside the physician's figure: as staff settled it (confirmed, corrected, added), else the automatic reading. */
export function contractValueText(held: TermInForce, value: TermInForce['value']): string {
  const text = formatTermValue(held.term, value);
  if (!held.confirmed) return messages.compareOffers.readerFound(text);
  const how = reviewedOrigin(held.settled);
  return (
    how === 'corrected'
      ? messages.compareOffers.reviewerCorrected
      : how === 'added'
        ? messages.compareOffers.reviewerAdded
        : messages.compareOffers.reviewerConfirmed
  )(text);
}

/**
 * The contract's evidence for a term: its page and sentence. A corrected term's sentence is the
 * automatic reading's, so it is labelled as the reading it replaced, never as evidence of the new
 * value; the reviewer's note follows when they wrote one.
 */
export function TermEvidence({ held }: { readonly held: TermInForce }) {
  const finding = held.finding;
  if (!finding) return null;
  const settled = held.confirmed ? held.settled : undefined;
  const replaced = settled?.outcome === 'corrected' && settled.readerValue !== undefined ? settled.readerValue : undefined;
  return (
    <>
      {replaced !== undefined ? (
        <figure className="contract-finding__source offer-term__replaced">
          <figcaption>{messages.compareOffers.replacedReading(formatTermValue(held.term, replaced), finding.page)}</figcaption>
          {finding.quote && <blockquote>{finding.quote}</blockquote>}
        </figure>
      ) : (
        <Quote page={finding.page} quote={finding.quote} section={finding.section} />
      )}
      {settled?.note && (
        <p className="offer-term__note">
          <span className="explain__label">{messages.compareOffers.reviewerNote}</span> {settled.note}
        </p>
      )}
    </>
  );
}

export function Quote({ page, quote, section }: { readonly page: number; readonly quote: string; readonly section?: string | undefined }) {
  return (
    <figure className="contract-finding__source">
      {quote && <blockquote>{quote}</blockquote>}
      <figcaption>
        {messages.compareOffers.page(page)}
        {section && <span className="contract-finding__section">, {section}</span>}
      </figcaption>
    </figure>
  );
}
