import { Badge, Button, SelectField, TextField } from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import type { RequestTerms } from '#shared/api/requests.ts';
import { formatTermValue, termInfo, termKeys, type TermFinding, type TermKey } from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';
import { inputError, inputKind, inputOf, parseTermInput, type AddedDraft, type FindingDraft } from './term-drafts';

const text = messages.dashboard.terms;

/** A value field typed per the term's convention: a number, yes/no, or one of a few words. */
function ValueField({
  term,
  label,
  value,
  onChange,
  disabled,
}: {
  readonly term: TermKey;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
}) {
  const kind = inputKind(term);
  const error = inputError(term, value);
  if (kind.kind === 'choice')
    return (
      <SelectField size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} isDisabled={disabled} placeholder="Choose…">
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
      hasError={!!error}
      errorMessage={error}
      isDisabled={disabled}
    />
  );
}

/**
 * The reader's findings in the User Details modal (issue 17): each with Confirm / Edit / Not in
 * contract, and Add for a term it missed. The modal owns the drafts (they go with the feedback).
 */
export function TermSettlement({
  terms,
  pages,
  drafts,
  added,
  onDraft,
  onAdded,
  disabled,
}: {
  readonly terms: RequestTerms;
  readonly pages: number;
  readonly drafts: Partial<Record<TermKey, FindingDraft>>;
  readonly added: readonly AddedDraft[];
  readonly onDraft: (term: TermKey, draft: FindingDraft | undefined) => void;
  readonly onAdded: (added: readonly AddedDraft[]) => void;
  readonly disabled: boolean;
}) {
  const taken = new Set<TermKey>([...terms.terms.map((t) => t.term), ...added.map((a) => a.term)]);
  // The findings the reader is least sure of first (a scan's, an unusual wording), so they get the closest look.
  const leastSureFirst = [...terms.terms].sort((a, b) => a.confidence - b.confidence);
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
      <h3 id="term-settlement-title">{text.title}</h3>
      <p className="term-settlement__intro">{intro}</p>
      {terms.scan?.limited && <p className="term-settlement__intro">{text.scanLimited(terms.scan.pagesRead, pages)}</p>}
      {terms.terms.length > 0 && (
        <ul className="term-settlement__list">
          {leastSureFirst.map((finding) => (
            <FindingRow
              key={finding.term}
              finding={finding}
              draft={drafts[finding.term]}
              onDraft={(draft) => onDraft(finding.term, draft)}
              disabled={disabled}
            />
          ))}
        </ul>
      )}
      {added.length > 0 && (
        <ul className="term-settlement__list" aria-label="Terms added by hand">
          {added.map((draft, index) => (
            <li key={draft.term} className="term-row term-row--added">
              <div className="term-row__head">
                <span className="term-row__label">{termInfo[draft.term].label}</span>
                <Badge size="small" variation="info">
                  {text.settledAs.added}
                </Badge>
              </div>
              <p className="term-row__value">
                {formatTermValue(draft.term, parseTermInput(draft.term, draft.input)!)} · {messages.contractTerms.page(Number(draft.page))}
              </p>
              {draft.quote && <blockquote className="term-row__quote">{draft.quote}</blockquote>}
              <div className="term-row__actions">
                <Button
                  size="small"
                  isDisabled={disabled}
                  onClick={() => onAdded(added.filter((_, i) => i !== index))}
                  aria-label={`${text.remove} ${termInfo[draft.term].label}`}
                >
                  {text.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {free.length > 0 && <AddTerm free={free} pages={pages} disabled={disabled} onAdd={(draft) => onAdded([...added, draft])} />}
    </section>
  );
}

function FindingRow({
  finding,
  draft,
  onDraft,
  disabled,
}: {
  readonly finding: TermFinding;
  readonly draft: FindingDraft | undefined;
  readonly onDraft: (draft: FindingDraft | undefined) => void;
  readonly disabled: boolean;
}) {
  const label = termInfo[finding.term].label;
  const struck = draft?.outcome === 'notInContract';
  return (
    <li className={`term-row${draft ? ` term-row--${draft.outcome}` : ''}`}>
      <div className="term-row__head">
        <span className="term-row__label">{label}</span>
        {finding.fromScan && (
          <Badge size="small" variation="warning">
            {text.fromScan}
          </Badge>
        )}
        {draft && draft.outcome !== 'corrected' && (
          <Badge size="small" variation={struck ? 'warning' : 'success'}>
            {text.settledAs[draft.outcome]}
          </Badge>
        )}
      </div>
      <p className={`term-row__value${struck ? ' term-row__value--struck' : ''}`}>
        {text.readerFound(formatTermValue(finding.term, finding.value), finding.page)}
      </p>
      <blockquote className="term-row__quote">{finding.quote}</blockquote>
      {draft?.outcome === 'corrected' && (
        <ValueField
          term={finding.term}
          label={`${text.value}: ${label}`}
          value={draft.input}
          onChange={(input) => onDraft({ outcome: 'corrected', input })}
          disabled={disabled}
        />
      )}
      <div className="term-row__actions" role="group" aria-label={label}>
        {draft ? (
          <Button size="small" isDisabled={disabled} onClick={() => onDraft(undefined)} aria-label={`${text.undo}: ${label}`}>
            {text.undo}
          </Button>
        ) : (
          <>
            <Button
              size="small"
              variation="primary"
              isDisabled={disabled}
              onClick={() => onDraft({ outcome: 'confirmed' })}
              aria-label={`${text.confirm} ${label}`}
            >
              {text.confirm}
            </Button>
            <Button
              size="small"
              isDisabled={disabled}
              onClick={() => onDraft({ outcome: 'corrected', input: inputOf(finding.value) })}
              aria-label={`${text.edit} ${label}`}
            >
              {text.edit}
            </Button>
            <Button
              size="small"
              isDisabled={disabled}
              onClick={() => onDraft({ outcome: 'notInContract' })}
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

function AddTerm({
  free,
  pages,
  disabled,
  onAdd,
}: {
  readonly free: readonly TermKey[];
  readonly pages: number;
  readonly disabled: boolean;
  readonly onAdd: (draft: AddedDraft) => void;
}) {
  const titleId = useId();
  const [term, setTerm] = useState<TermKey | ''>('');
  const [input, setInput] = useState('');
  const [page, setPage] = useState('');
  const [quote, setQuote] = useState('');
  const pageNumber = Number(page);
  const pageError = page !== '' && !(Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= pages) ? text.lastPage(pages) : undefined;
  const ready = term !== '' && parseTermInput(term, input) !== undefined && page !== '' && !pageError;
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
        }}
      >
        {free.map((key) => (
          <option key={key} value={key}>
            {termInfo[key].label} ({key})
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
      />
      <TextField size="small" label={text.quote} value={quote} onChange={(e) => setQuote(e.target.value)} />
      <Button
        size="small"
        isDisabled={!ready}
        onClick={() => {
          if (!ready) return;
          onAdd({ term, input, page, quote });
          setTerm('');
          setInput('');
          setPage('');
          setQuote('');
        }}
      >
        {text.add}
      </Button>
    </fieldset>
  );
}
