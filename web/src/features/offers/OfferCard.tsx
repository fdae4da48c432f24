import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { maxOfferNameLength, offerRenameSchema, type Offer } from '#shared/api/offers.ts';
import type { SettledTermView } from '#shared/api/requests.ts';
import { requestTypeInfo } from '#shared/constants/request-types.ts';
import { formatTermValue, termGroups, termGroupTitles, termInfo, termKeys, type TermKey, type TermValue } from '#shared/contract-terms/terms.ts';
import { formatDateTime } from '#shared/format.ts';
import * as messages from '#shared/messages.ts';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';
import { contractValueText, OriginBadge, TermEvidence } from './Explain';
import { inputText, parseFigure, termChoices, unitHint } from './figure-input';
import { absentTerms, reviewSummary, termsInForce, type TermInForce } from './terms-in-force';

interface Props {
  readonly offer: Offer;
  readonly selected: boolean;
  readonly onSelect: (selected: boolean) => void;
  /** Saves the physician's figure for a term (undefined: removes it); resolves once the server has it. */
  readonly onFigure: (term: TermKey, value: TermValue | undefined) => Promise<void>;
  /** Renames the offer on this screen (issue 39); resolves once the server has it. */
  readonly onRename?: (name: string) => Promise<void>;
  readonly onRemove?: () => void;
  readonly removing?: boolean;
}

/** Where an offer comes from, as its card says it. */
export function offerSourceLabel(offer: Pick<Offer, 'source'>): string {
  return offer.source === 'added' ? messages.compareOffers.sourceAdded : requestTypeInfo[offer.source].title;
}

/** One offer: its name, where it comes from, whether it is compared, and each term in force with where it comes from. */
export function OfferCard({ offer, selected, onSelect, onFigure, onRename, onRemove, removing = false }: Props) {
  const terms = termsInForce(offer);
  const missing = termKeys.filter((term) => !terms.has(term));
  const absent = absentTerms(offer);
  const summary = reviewSummary(offer);
  const [confirming, setConfirming] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const headingId = useId();
  const reading = offer.reading;
  return (
    <article className={`offer-card${selected ? ' offer-card--selected' : ''}`} aria-labelledby={headingId}>
      <div className="offer-card__head">
        <h3 id={headingId} className="offer-card__name">
          {offer.name}
        </h3>
        <label className="offer-card__select">
          <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.currentTarget.checked)} />
          <span>
            Compare<span className="visually-hidden"> {offer.name}</span>
          </span>
        </label>
      </div>
      <p className="offer-card__meta">
        {offerSourceLabel(offer)}, {formatDateTime(offer.createdAt)}
      </p>
      {onRename &&
        (renaming ? (
          <RenameForm
            offer={offer}
            onSave={async (name) => {
              await onRename(name);
              setRenaming(false);
            }}
            onCancel={() => setRenaming(false)}
          />
        ) : (
          <div className="offer-card__rename">
            <Button variant="secondary" size="small" onClick={() => setRenaming(true)}>
              {messages.compareOffers.rename}
              <span className="visually-hidden"> {offer.name}</span>
            </Button>
          </div>
        ))}
      {!reading && <p className="offer-card__note">{messages.compareOffers.noReading}</p>}
      {summary && <p className="offer-card__note offer-card__note--confirmed">✓ {summary}</p>}
      {reading && !reading.confirmed && reading.state !== 'pending' && <p className="offer-card__note">{messages.compareOffers.termsAutomatic}</p>}
      {reading?.state === 'pending' && !reading.confirmed && (
        <p className="offer-card__note" role="status">
          {messages.compareOffers.readingPending}
        </p>
      )}
      {reading?.state === 'scan' && !reading.confirmed && reading.terms.length > 0 && (
        <p className="offer-card__note">{messages.compareOffers.readingScan}</p>
      )}
      <details className="offer-card__terms">
        <summary>
          {messages.compareOffers.termsTitle} ({terms.size})
        </summary>
        {termGroups.map((group) => {
          const held = [...terms.values()].filter((t) => termInfo[t.term].group === group);
          if (held.length === 0) return null;
          return (
            <div key={group} className="offer-terms__group">
              <h4>{termGroupTitles[group]}</h4>
              <ul className="offer-terms">
                {held.map((term) => (
                  <li key={term.term}>
                    <TermRow offerName={offer.name} held={term} onFigure={onFigure} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        {missing.length > 0 && (
          <div className="offer-terms__group">
            <h4>{messages.compareOffers.missingTermsTitle}</h4>
            <ul className="offer-terms offer-terms--missing">
              {missing.map((term) => (
                <li key={term}>
                  <TermRow offerName={offer.name} term={term} absent={absent.get(term)} onFigure={onFigure} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </details>
      {onRemove && !confirming && (
        <div className="offer-card__actions">
          <Button variant="secondary" size="small" onClick={() => setConfirming(true)}>
            {messages.compareOffers.removeOffer}
            <span className="visually-hidden"> {offer.name}</span>
          </Button>
        </div>
      )}
      {onRemove && confirming && (
        <div className="offer-card__confirm" role="group" aria-label={`Confirm removing ${offer.name}`}>
          <p>{messages.compareOffers.confirmRemove(offer.name)}</p>
          <div className="offer-card__actions">
            <Button variant="danger" size="small" disabled={removing} onClick={onRemove}>
              {removing ? 'Removing…' : `Yes, remove`}
            </Button>
            <Button variant="secondary" size="small" disabled={removing} onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}

/** One term of the offer: its value in force and where it comes from, the contract's sentence, and the physician's correction. */
function TermRow({
  offerName,
  held,
  term = held!.term,
  absent,
  onFigure,
}: {
  readonly offerName: string;
  readonly held?: TermInForce;
  readonly term?: TermKey;
  /** A term our reviewer found absent from the contract (then not in force unless the physician adds a figure). */
  readonly absent?: SettledTermView | undefined;
  readonly onFigure: Props['onFigure'];
}) {
  const [editing, setEditing] = useState(false);
  const info = termInfo[term];
  return (
    <div className="offer-term">
      <div className="offer-term__head">
        <span className="offer-term__label">{info.label}</span>
        {held ? (
          <span className="offer-term__value">{formatTermValue(term, held.value)}</span>
        ) : (
          <span className="offer-term__value offer-term__value--missing">{messages.compareOffers.notInOffer}</span>
        )}
      </div>
      {held && <OriginBadge origin={held.origin} />}
      {!held && absent && (
        <p className="offer-term__absent">
          {messages.compareOffers.foundAbsent}
          {absent.readerValue !== undefined && <>. {messages.compareOffers.absentReaderHad(formatTermValue(term, absent.readerValue))}</>}
        </p>
      )}
      {!held && absent?.note && (
        <p className="offer-term__note">
          <span className="explain__label">{messages.compareOffers.reviewerNote}</span> {absent.note}
        </p>
      )}
      {held?.finding && held.origin !== 'yours' && <TermEvidence held={held} />}
      {held?.finding && held.origin === 'yours' && (
        <div className="offer-term__beside">
          <p>{contractValueText(held, held.finding.value)}</p>
          <TermEvidence held={held} />
        </div>
      )}
      {editing ? (
        <FigureEditor
          offerName={offerName}
          term={term}
          current={held?.value}
          yours={held?.origin === 'yours'}
          onSave={async (value) => {
            await onFigure(term, value);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="offer-term__actions">
          <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
            {held ? messages.compareOffers.correct : messages.compareOffers.addFigure}
            <span className="visually-hidden">
              {' '}
              {info.label} of {offerName}
            </span>
          </Button>
        </div>
      )}
    </div>
  );
}

/** The physician's figure for one term: a box (or a choice), checked with the shared schema. */
function FigureEditor({
  offerName,
  term,
  current,
  yours,
  onSave,
  onCancel,
}: {
  readonly offerName: string;
  readonly term: TermKey;
  readonly current: TermValue | undefined;
  readonly yours: boolean;
  readonly onSave: (value: TermValue | undefined) => Promise<void>;
  readonly onCancel: () => void;
}) {
  const info = termInfo[term];
  const choices = termChoices[term];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ value: string }>({ defaultValues: { value: inputText(term, current) || (choices?.[0]?.value ?? '') } });
  const [failure, setFailure] = useState<string>();
  const save = async (value: TermValue | undefined) => {
    setFailure(undefined);
    try {
      await onSave(value);
    } catch (error) {
      setFailure(messages.compareOffers.figureFailure((error as Error).message));
    }
  };
  const submit = handleSubmit(async ({ value }) => {
    const parsed = parseFigure(term, value);
    if (!parsed.ok) return setError('value', { message: parsed.message });
    await save(parsed.value);
  });
  const label = `${info.label} (${messages.compareOffers.yourFigureBadge})`;
  return (
    <form className="figure-editor" noValidate aria-label={`${info.label} of ${offerName}`} onSubmit={(event) => void submit(event)}>
      <Field label={label} error={errors.value?.message} hint={unitHint(term)}>
        {choices ? (
          <select {...register('value')}>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            type="text"
            inputMode={info.unit === 'text' ? 'text' : 'decimal'}
            autoComplete="off"
            // Opened by the person's own click: the box is what they came for.
            autoFocus
            {...register('value')}
          />
        )}
      </Field>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <div className="figure-editor__actions">
        <Button type="submit" size="small" disabled={isSubmitting}>
          {messages.compareOffers.saveFigure}
        </Button>
        {yours && (
          <Button variant="secondary" size="small" disabled={isSubmitting} onClick={() => void save(undefined)}>
            {messages.compareOffers.removeFigure}
          </Button>
        )}
        <Button variant="secondary" size="small" disabled={isSubmitting} onClick={onCancel}>
          {messages.compareOffers.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The offer's name on this screen (issue 39): 1 to 80 characters, checked with the route's own schema. */
function RenameForm({
  offer,
  onSave,
  onCancel,
}: {
  readonly offer: Offer;
  readonly onSave: (name: string) => Promise<void>;
  readonly onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ defaultValues: { name: offer.name } });
  const [failure, setFailure] = useState<string>();
  const submit = handleSubmit(async ({ name }) => {
    const checked = offerRenameSchema.shape.name.safeParse(name);
    if (!checked.success) return setError('name', { message: checked.error.issues[0]?.message ?? messages.compareOffers.renameFailure('') });
    setFailure(undefined);
    try {
      await onSave(checked.data);
    } catch (error) {
      setFailure(messages.compareOffers.renameFailure((error as Error).message));
    }
  });
  return (
    <form
      className="offer-card__rename-form"
      noValidate
      aria-label={messages.compareOffers.renameLabel(offer.name)}
      onSubmit={(event) => void submit(event)}
    >
      <Field
        label={messages.compareOffers.renameLabel(offer.name)}
        error={errors.name?.message}
        {...(offer.source === 'added' ? {} : { hint: messages.compareOffers.renameRequestHint })}
      >
        <input
          type="text"
          autoComplete="off"
          maxLength={maxOfferNameLength + 20}
          // Opened by the person's own click: the box is what they came for.
          autoFocus
          {...register('name')}
        />
      </Field>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <div className="offer-card__actions">
        <Button type="submit" size="small" disabled={isSubmitting}>
          {messages.compareOffers.renameSave}
        </Button>
        <Button variant="secondary" size="small" disabled={isSubmitting} onClick={onCancel}>
          {messages.compareOffers.cancel}
        </Button>
      </div>
    </form>
  );
}
