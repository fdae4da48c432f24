import { Badge, Button, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import type { DeskTerms } from '#shared/api/staff-requests.ts';
import { isSureFinding, maxTermNoteLength, termUnitText } from '#shared/contract-terms/review.ts';
import { staffTermLabel } from '#shared/contract-terms/staff-labels.ts';
import { formatTermValue, termKeys, type FindingTrace, type TermFinding, type TermKey } from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';
import { inputError, inputKind, parseTermInput, type AddedDraft, type FindingDraft } from '../term-drafts';
import { familyTitle, matchedWords, traceSentence } from './finding-trace';

const text = messages.dashboard.terms;
const deskText = messages.dashboard.desk;

/**
 * A value field typed per the term's convention (a number, yes/no, or one of a few words), with
 * its unit beside it ("US dollars a year", "months"). Enter keeps a valid value, Escape leaves it.
 */
function ValueField({
  term,
  label,
  value,
  onChange,
  onKeep,
  onCancel,
  autoFocus,
  disabled,
}: {
  readonly term: TermKey;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onKeep?: () => void;
  readonly onCancel?: () => void;
  readonly autoFocus?: boolean;
  readonly disabled?: boolean;
}) {
  const kind = inputKind(term);
  const error = inputError(term, value);
  const unit = termUnitText(term);
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && onKeep) {
      event.preventDefault();
      if (parseTermInput(term, value) !== undefined) onKeep();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };
  if (kind.kind === 'choice')
    return (
      <SelectField
        size="small"
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={keys}
        isDisabled={disabled}
        placeholder="Choose…"
        autoFocus={autoFocus}
      >
        {kind.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    );
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      inputMode={kind.kind === 'number' ? 'decimal' : 'text'}
      placeholder={term === 'callRatio' ? '1:4' : undefined}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={keys}
      hasError={!!error}
      errorMessage={error}
      isDisabled={disabled}
      autoFocus={autoFocus}
      outerEndComponent={unit ? <span className="value-unit">{unit}</span> : undefined}
    />
  );
}

/**
 * The reviewer's optional note to the physician on one term (issue 37), shown under it on their
 * page; the count against the API's limit describes the field, which takes no more than that.
 */
function NoteField({
  termLabel,
  value,
  onChange,
  disabled,
}: {
  readonly termLabel: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
}) {
  return (
    <TextAreaField
      className="term-row__note"
      size="small"
      rows={2}
      label={text.noteLabel}
      aria-label={text.noteLabelOf(termLabel)}
      descriptiveText={text.noteCount(value.length, maxTermNoteLength)}
      value={value}
      maxLength={maxTermNoteLength}
      onChange={(e) => onChange(e.target.value.slice(0, maxTermNoteLength))}
      isDisabled={disabled}
    />
  );
}

/** The findings in the order staff settle them: the least sure first, so they get the closest look. */
export const settleOrder = (terms: DeskTerms) => [...terms.terms].sort((a, b) => a.confidence - b.confidence);

export interface FindingsProps {
  /** What the PDF is, as texts name it ("contract", "offer letter"): the findings are headed by it. */
  readonly documentName: string;
  readonly terms: DeskTerms;
  /** The findings in settle order (settleOrder), as the page's keys step through them: sorted once, there. */
  readonly ordered: readonly TermFinding[];
  readonly pages: number;
  readonly drafts: Partial<Record<TermKey, FindingDraft>>;
  readonly added: readonly AddedDraft[];
  readonly active: TermKey | undefined;
  readonly editing: TermKey | undefined;
  readonly rowRefs: RefObject<Map<TermKey, HTMLButtonElement>>;
  readonly onChoose: (term: TermKey) => void;
  readonly onShowPage: (term: TermKey) => void;
  readonly onDecide: (term: TermKey, draft: FindingDraft | undefined, then?: 'advance') => void;
  readonly onEdit: (term: TermKey) => void;
  readonly onEditDone: (term: TermKey, keep: boolean) => void;
  readonly onConfirmSure: () => void;
  readonly onAdded: (added: readonly AddedDraft[]) => void;
  /** The page the PDF pane shows (or the chosen finding's): what Add term's page starts at. */
  readonly shownPage: number | undefined;
  readonly disabled: boolean;
}

/**
 * The reader's findings on the review desk (issue 29): each with Confirm / Edit / Not in contract,
 * the reader's sureness, its page one click (or key) away; all those the reader is sure of
 * confirmed in one step; Add for a term it missed.
 */
export function DeskFindings(props: FindingsProps) {
  const { documentName, terms, ordered, pages, drafts, added, onAdded, shownPage, disabled } = props;
  const taken = new Set<TermKey>([...terms.terms.map((t) => t.term), ...added.map((a) => a.term)]);
  const sureLeft = ordered.filter((finding) => isSureFinding(finding) && !drafts[finding.term]).length;
  const intro =
    terms.state === 'pending'
      ? text.pending
      : terms.state === 'scan'
        ? terms.terms.length > 0
          ? text.scanRead
          : text.scan
        : terms.terms.length === 0
          ? text.none
          : text.intro;
  const free = termKeys.filter((term) => !taken.has(term));
  return (
    <section className="term-settlement" aria-labelledby="term-settlement-title">
      <h3 id="term-settlement-title">{text.titleOf(documentName)}</h3>
      <p className="term-settlement__intro">{intro}</p>
      {(terms.scan?.limited || terms.text?.limited) && (
        <p className="term-settlement__intro">{text.scanLimited((terms.scan ?? terms.text)!.pagesRead, pages)}</p>
      )}
      {terms.terms.length > 0 && (
        <>
          <div className="term-settlement__bulk">
            <Button size="small" variation="primary" isDisabled={disabled || sureLeft === 0} onClick={props.onConfirmSure}>
              {sureLeft > 0 ? deskText.confirmSure(sureLeft) : deskText.noneSure}
            </Button>
            <kbd aria-hidden="true">a</kbd>
          </div>
          <ul className="term-settlement__list" aria-label={deskText.findings}>
            {ordered.map((finding) => (
              <FindingRow key={finding.term} finding={finding} draft={drafts[finding.term]} {...props} />
            ))}
          </ul>
        </>
      )}
      {added.length > 0 && (
        <ul className="term-settlement__list" aria-label="Terms added by hand">
          {added.map((draft, index) => (
            <li key={draft.term} className="term-row term-row--added">
              <div className="term-row__head">
                <span className="term-row__label">{staffTermLabel(draft.term)}</span>
                <Badge size="small" variation="info">
                  {text.settledAs.added}
                </Badge>
              </div>
              <p className="term-row__value">
                {formatTermValue(draft.term, parseTermInput(draft.term, draft.input)!)} · {messages.contractTerms.page(Number(draft.page))}
              </p>
              {draft.quote && <blockquote className="term-row__quote">{draft.quote}</blockquote>}
              <NoteField
                termLabel={staffTermLabel(draft.term)}
                value={draft.note ?? ''}
                onChange={(note) => onAdded(added.map((other, i) => (i === index ? { ...other, note } : other)))}
                disabled={disabled}
              />
              <div className="term-row__actions">
                <Button
                  size="small"
                  isDisabled={disabled}
                  onClick={() => onAdded(added.filter((_, i) => i !== index))}
                  aria-label={`${text.remove} ${staffTermLabel(draft.term)}`}
                >
                  {text.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {free.length > 0 && (
        <AddTerm free={free} pages={pages} shownPage={shownPage} disabled={disabled} onAdd={(draft) => onAdded([...added, draft])} />
      )}
    </section>
  );
}

function FindingRow({
  finding,
  draft,
  active,
  editing,
  rowRefs,
  onChoose,
  onShowPage,
  onDecide,
  onEdit,
  onEditDone,
  disabled,
}: FindingsProps & { readonly finding: TermFinding; readonly draft: FindingDraft | undefined }) {
  const label = staffTermLabel(finding.term);
  const struck = draft?.outcome === 'notInContract';
  const isActive = active === finding.term;
  const isEditing = editing === finding.term && draft?.outcome === 'corrected';
  const sure = isSureFinding(finding);
  const readerValue = formatTermValue(finding.term, finding.value);
  const corrected = draft?.outcome === 'corrected' ? parseTermInput(finding.term, draft.input) : undefined;
  return (
    <li className={['term-row', draft ? `term-row--${draft.outcome}` : '', isActive ? 'term-row--active' : ''].filter(Boolean).join(' ')}>
      <div className="term-row__head">
        <button
          type="button"
          className="term-row__choose"
          ref={(element) => {
            if (element) rowRefs.current.set(finding.term, element);
            else rowRefs.current.delete(finding.term);
          }}
          tabIndex={isActive ? 0 : -1}
          aria-current={isActive ? 'true' : undefined}
          onClick={() => onChoose(finding.term)}
          onFocus={() => !isActive && onChoose(finding.term)}
        >
          <span className="term-row__label">{label}</span>
          <span className={`term-row__value${struck ? ' term-row__value--struck' : ''}`}>{text.readerFound(readerValue, finding.page)}</span>
        </button>
        <span className="term-row__badges">
          {finding.fromScan && (
            <Badge size="small" variation="warning">
              {text.fromScan}
            </Badge>
          )}
          {draft ? (
            draft.outcome !== 'corrected' && (
              <Badge size="small" variation={struck ? 'warning' : 'success'}>
                {text.settledAs[draft.outcome]}
              </Badge>
            )
          ) : (
            <Badge size="small" variation={sure ? 'info' : 'warning'}>
              {sure ? deskText.sure : deskText.unsure}
            </Badge>
          )}
        </span>
      </div>
      {/* The chosen finding's sentence (its page shows it highlighted); the others stay one line high. */}
      {isActive && <blockquote className="term-row__quote">{finding.quote}</blockquote>}
      {isActive && finding.trace && <HowItWasRead trace={finding.trace} quote={finding.quote} />}
      {draft?.outcome === 'corrected' && !isEditing && corrected !== undefined && (
        <p className="term-row__value">{deskText.correctedTo(formatTermValue(finding.term, corrected), readerValue)}</p>
      )}
      {isEditing && (
        <ValueField
          term={finding.term}
          label={`${text.value}: ${label}`}
          value={draft.input}
          onChange={(input) => onDecide(finding.term, { ...draft, outcome: 'corrected', input })}
          onKeep={() => onEditDone(finding.term, true)}
          onCancel={() => onEditDone(finding.term, false)}
          autoFocus
          disabled={disabled}
        />
      )}
      {/* A correction (once a value) or a term found absent takes a note; a confirmed one when chosen or noted. */}
      {draft && (draft.outcome === 'corrected' ? corrected !== undefined : draft.outcome === 'notInContract' || isActive || !!draft.note) && (
        <NoteField termLabel={label} value={draft.note ?? ''} onChange={(note) => onDecide(finding.term, { ...draft, note })} disabled={disabled} />
      )}
      <div className="term-row__actions" role="group" aria-label={label}>
        <Button size="small" variation="link" isDisabled={disabled} onClick={() => onShowPage(finding.term)}>
          {messages.dashboard.desk.showPage(finding.page)}
        </Button>
        {isEditing ? (
          <>
            <Button
              size="small"
              variation="primary"
              isDisabled={disabled || corrected === undefined}
              onClick={() => onEditDone(finding.term, true)}
              aria-label={`${deskText.keep} ${label}`}
            >
              {deskText.keep}
            </Button>
            <Button size="small" isDisabled={disabled} onClick={() => onEditDone(finding.term, false)} aria-label={`${deskText.cancel}: ${label}`}>
              {deskText.cancel}
            </Button>
          </>
        ) : draft ? (
          <>
            {draft.outcome === 'corrected' && (
              <Button size="small" isDisabled={disabled} onClick={() => onEdit(finding.term)} aria-label={`${text.edit} ${label}`}>
                {text.edit}
              </Button>
            )}
            <Button size="small" isDisabled={disabled} onClick={() => onDecide(finding.term, undefined)} aria-label={`${text.undo}: ${label}`}>
              {text.undo}
            </Button>
          </>
        ) : (
          <>
            <Button
              size="small"
              variation="primary"
              isDisabled={disabled}
              onClick={() => onDecide(finding.term, { outcome: 'confirmed' }, 'advance')}
              aria-label={`${text.confirm} ${label}`}
            >
              {text.confirm}
            </Button>
            <Button size="small" isDisabled={disabled} onClick={() => onEdit(finding.term)} aria-label={`${text.edit} ${label}`}>
              {text.edit}
            </Button>
            <Button
              size="small"
              isDisabled={disabled}
              onClick={() => onDecide(finding.term, { outcome: 'notInContract' }, 'advance')}
              aria-label={`${text.notInContract}: ${label}`}
            >
              {text.notInContract}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * How the reader found the chosen finding (issue 38), folded: the plain sentence first, then the
 * family in words, the rule's id and the vocabulary entry that matched. Staff-added terms and
 * readings from before traces have none, and show nothing.
 */
function HowItWasRead({ trace, quote }: { readonly trace: FindingTrace; readonly quote: string }) {
  const words = matchedWords(trace, quote);
  return (
    <details className="term-row__trace">
      <summary>{deskText.howRead}</summary>
      <p>{traceSentence(trace, quote)}</p>
      <dl>
        <div>
          <dt>{deskText.traceFamily}</dt>
          <dd>{familyTitle(trace.family)}</dd>
        </div>
        <div>
          <dt>{deskText.traceRule}</dt>
          <dd>
            <code>{trace.rule}</code>
          </dd>
        </div>
        {words && (
          <div>
            <dt>{deskText.traceMatched}</dt>
            <dd>{words}</dd>
          </div>
        )}
        {trace.matched && trace.matched !== words && (
          <div>
            <dt>{deskText.traceEntry}</dt>
            <dd>
              <code>{trace.matched}</code>
            </dd>
          </div>
        )}
      </dl>
    </details>
  );
}

/**
 * Add a term the reader missed. Its page starts at the page the PDF pane shows when the term is
 * chosen (the reviewer is looking at it); while Add term cannot add, what is missing is said beside
 * it, and the button is described by that (issue 37: it stayed disabled and nothing said why).
 */
function AddTerm({
  free,
  pages,
  shownPage,
  disabled,
  onAdd,
}: {
  readonly free: readonly TermKey[];
  readonly pages: number;
  readonly shownPage: number | undefined;
  readonly disabled: boolean;
  readonly onAdd: (draft: AddedDraft) => void;
}) {
  const titleId = useId();
  const needsId = useId();
  const [term, setTerm] = useState<TermKey | ''>('');
  const [input, setInput] = useState('');
  const [page, setPage] = useState('');
  const [quote, setQuote] = useState('');
  const pageNumber = Number(page);
  const pageError = page !== '' && !(Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= pages) ? text.lastPage(pages) : undefined;
  const missing = { term: term === '', value: term === '' || parseTermInput(term, input) === undefined, page: page === '' || !!pageError };
  const ready = !missing.term && !missing.value && !missing.page;
  return (
    <fieldset className="term-add" aria-labelledby={titleId} disabled={disabled}>
      <legend id={titleId}>{text.addTitle}</legend>
      <SelectField
        size="small"
        label={text.term}
        value={term}
        placeholder="Choose a term…"
        onChange={(e) => {
          setTerm(e.target.value as TermKey);
          setInput('');
          // The page in view, unless one was typed already.
          if (page === '' && shownPage !== undefined && shownPage >= 1 && shownPage <= pages) setPage(String(shownPage));
        }}
      >
        {free.map((key) => (
          <option key={key} value={key}>
            {staffTermLabel(key)}
          </option>
        ))}
      </SelectField>
      {term !== '' && <ValueField term={term} label={text.value} value={input} onChange={setInput} />}
      <TextField
        size="small"
        label={text.page}
        value={page}
        inputMode="numeric"
        onChange={(e) => setPage(e.target.value)}
        hasError={!!pageError}
        errorMessage={pageError}
        outerEndComponent={<span className="value-unit">{`of ${pages}`}</span>}
      />
      <TextField size="small" label={text.quote} value={quote} onChange={(e) => setQuote(e.target.value)} />
      <div className="term-add__submit">
        <Button
          size="small"
          isDisabled={!ready}
          aria-describedby={ready ? undefined : needsId}
          onClick={() => {
            if (!ready || term === '') return;
            onAdd({ term, input, page, quote });
            setTerm('');
            setInput('');
            setPage('');
            setQuote('');
          }}
        >
          {text.add}
        </Button>
        {!ready && (
          <p id={needsId} className="term-add__needs">
            {text.addNeeds(missing)}
          </p>
        )}
      </div>
    </fieldset>
  );
}
