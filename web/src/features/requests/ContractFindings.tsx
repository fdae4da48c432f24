import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { RequestTerms, SettledTermView } from '#shared/api/requests.ts';
import { chapter as chapterInfo } from '#shared/constants/chapters.ts';
import { requestTypeInfo, type RequestDocument, type RequestType } from '#shared/constants/request-types.ts';
import {
  formatTermValue,
  formatUsd,
  isSureFinding,
  negotiationFlag,
  productivityCheck,
  termGroups,
  termGroupTitles,
  termInfo,
  termKeys,
  type TermFinding,
} from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';
import { Notice } from '#web/components/Notice.tsx';
import { useApp } from '#web/lib/app-context.tsx';

/** The reader answers within seconds; after this long the page stops asking and says so. */
const pollForMs = 60_000;
const count = new Intl.NumberFormat('en-US');

/** "What we found in your contract" (or offer letter): the reader's findings for one of the physician's requests, by group. */
export function ContractFindings({
  type,
  requestId,
  submittedAt,
  titled = false,
}: {
  readonly type: RequestType;
  readonly requestId: string;
  readonly submittedAt: number;
  /** With a heading of its own (a reviewed request shows its terms open, first): confirmed ones say so. */
  readonly titled?: boolean;
}) {
  const { api } = useApp();
  // What the request carries, as the texts name it (offer letter, contract).
  const documentName = requestTypeInfo[type].document;
  const terms = useQuery({
    queryKey: ['request-terms', type, requestId],
    queryFn: () => api('getMyRequestTerms', { params: { type, requestId } }),
    // Asked again every 2 s while the reader has not answered, for a minute after submission.
    refetchInterval: (query) => (query.state.data?.state === 'pending' && Date.now() - submittedAt < pollForMs ? 2_000 : false),
  });

  return (
    <section className="contract-findings" aria-label={messages.contractTerms.title(documentName)}>
      {titled && (
        <h2 className="contract-findings__title">
          {terms.data?.confirmed
            ? messages.contractTerms.reviewedTitle(
                documentName,
                (terms.data.settled ?? []).map((settled) => settled.outcome),
              )
            : messages.contractTerms.title(documentName)}
        </h2>
      )}
      <p className="contract-findings__automatic">
        {terms.data?.confirmed ? messages.contractTerms.confirmedNote(documentName) : messages.contractTerms.automatic}
      </p>
      {terms.isPending && (
        <p className="status" role="status">
          {messages.contractTerms.reading(documentName)}
        </p>
      )}
      {terms.isError && <Notice tone="error">{messages.contractTerms.loadFailure((terms.error as Error).message)}</Notice>}
      {terms.data && <Findings data={terms.data} overdue={Date.now() - submittedAt >= pollForMs} documentName={documentName} />}
    </section>
  );
}

function Findings({
  data,
  overdue,
  documentName,
}: {
  readonly data: RequestTerms;
  readonly overdue: boolean;
  readonly documentName: RequestDocument;
}) {
  // Confirmed: what staff settled, whatever the reader made of the file.
  if (data.confirmed && data.terms.length === 0) return <p className="contract-findings__empty">{messages.contractTerms.confirmedNothing}</p>;
  if (data.state === 'pending' && !data.confirmed)
    return (
      <p className="status" role="status">
        {overdue ? messages.contractTerms.stillReading : messages.contractTerms.reading(documentName)}
      </p>
    );
  const scanRead = data.state === 'scan' && !data.confirmed;
  if (scanRead && data.terms.length === 0) return <Notice tone="info">{messages.contractTerms.scan}</Notice>;
  if (data.terms.length === 0) return <p className="contract-findings__empty">{messages.contractTerms.nothingFound}</p>;
  const math = productivityCheck(data.terms);
  const textLimited = data.text?.limited && data.pages !== undefined;
  return (
    <>
      {textLimited && <Notice tone="info">{messages.contractTerms.scanLimited(data.text!.pagesRead, data.pages!)}</Notice>}
      {scanRead && (
        <Notice tone="info">
          {messages.contractTerms.readFromScan}
          {data.scan?.limited && data.pages !== undefined && ` ${messages.contractTerms.scanLimited(data.scan.pagesRead, data.pages)}`}
        </Notice>
      )}
      {termGroups.map((group) => {
        const found = data.terms.filter((t) => termInfo[t.term].group === group);
        if (found.length === 0) return null;
        return (
          <div key={group} className="contract-findings__group">
            <h3>{termGroupTitles[group]}</h3>
            <ul className="contract-findings__list">
              {found.map((finding) => (
                <Finding
                  key={finding.term}
                  finding={finding}
                  all={data.terms}
                  confirmed={data.confirmed}
                  settled={data.settled?.find((settled) => settled.term === finding.term)}
                />
              ))}
            </ul>
          </div>
        );
      })}
      <NotFound terms={data.terms} confirmed={data.confirmed} settled={data.settled ?? []} documentName={documentName} />
      {math && (
        <div className={`contract-findings__math${math.startsLate ? ' contract-findings__math--late' : ''}`}>
          <h3>{messages.contractTerms.productivityTitle}</h3>
          <p>
            {(math.startsLate ? messages.contractTerms.productivityLate : messages.contractTerms.productivityFair)(
              count.format(math.covered),
              count.format(math.threshold),
              formatUsd(math.rate),
              formatUsd(math.base),
            )}
          </p>
        </div>
      )}
    </>
  );
}

/**
 * The terms the reading looked for and did not find: "not found by the automatic reading" until a
 * review is delivered, then "not in the contract" (staff read every page and stand behind the list);
 * a term the reader had found and our reviewer marked absent says so, with what the reading had taken.
 */
function NotFound({
  terms,
  confirmed,
  settled,
  documentName,
}: {
  readonly terms: readonly TermFinding[];
  readonly confirmed: boolean;
  readonly settled: readonly SettledTermView[];
  readonly documentName: RequestDocument;
}) {
  const missing = termKeys.filter((key) => !terms.some((finding) => finding.term === key));
  if (missing.length === 0) return null;
  return (
    <div className="contract-findings__group contract-findings__missing">
      <h3>{messages.contractTerms.notFoundTitle}</h3>
      <p>{messages.contractTerms.notFoundIntro}</p>
      <ul>
        {missing.map((key) => {
          const absent = confirmed ? settled.find((term) => term.term === key && term.outcome === 'notInContract') : undefined;
          return (
            <li key={key} className={absent ? 'contract-finding--absent' : undefined}>
              <span className="contract-finding__label">{termInfo[key].label}</span>:{' '}
              {absent
                ? // A sentence of its own when what the reading had taken follows.
                  `${messages.contractTerms.foundAbsent(documentName)}${absent.readerValue !== undefined ? '.' : ''}`
                : confirmed
                  ? messages.contractTerms.notInContract
                  : messages.contractTerms.notFoundAutomatic}
              {absent?.readerValue !== undefined && (
                <span className="contract-finding__replaced">
                  {' '}
                  {messages.contractTerms.absentReaderHad(formatTermValue(key, absent.readerValue))}
                </span>
              )}
              {absent?.note && <ReviewerNote note={absent.note} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The reviewer's own words on a term. */
function ReviewerNote({ note }: { readonly note: string }) {
  return (
    <p className="contract-finding__note">
      <strong>{messages.contractTerms.reviewerNote}</strong> {note}
    </p>
  );
}

function Finding({
  finding,
  all,
  confirmed,
  settled,
}: {
  readonly finding: TermFinding;
  readonly all: readonly TermFinding[];
  readonly confirmed: boolean;
  /** How our reviewer settled it (the owner's page, once reviewed). */
  readonly settled?: SettledTermView;
}) {
  const info = termInfo[finding.term];
  // A flag is raised only on what staff confirmed or the reader is sure of: never on a guess (issue 29).
  const flag = confirmed || isSureFinding(finding) ? negotiationFlag(finding, all) : undefined;
  // A correction keeps the reader's sentence as the evidence of the reading it replaced, never of the new value (issue 37).
  const corrected = confirmed && settled?.outcome === 'corrected' && settled.readerValue !== undefined ? settled.readerValue : undefined;
  const source = (
    <>
      {finding.quote && <blockquote>{finding.quote}</blockquote>}
      <figcaption>
        {messages.contractTerms.page(finding.page)}
        {finding.section && <span className="contract-finding__section">, {finding.section}</span>}
      </figcaption>
    </>
  );
  return (
    <li className={`contract-finding${corrected !== undefined ? ' contract-finding--corrected' : ''}`}>
      <div className="contract-finding__head">
        <span className="contract-finding__label">{info.label}</span>
        <span className="contract-finding__value">{formatTermValue(finding.term, finding.value)}</span>
      </div>
      {confirmed &&
        (corrected !== undefined ? (
          <p className="contract-finding__corrected">
            <span aria-hidden="true">✎</span> {messages.contractTerms.correctedBadge}
          </p>
        ) : settled?.outcome === 'added' ? (
          <p className="contract-finding__confirmed">✓ {messages.contractTerms.addedBadge}</p>
        ) : (
          <p className="contract-finding__confirmed">✓ {messages.contractTerms.confirmedBadge}</p>
        ))}
      {!confirmed && finding.fromScan && <p className="contract-finding__scanned">{messages.contractTerms.fromScanBadge}</p>}
      {flag && <p className="contract-finding__flag">{flag}</p>}
      {settled?.note && confirmed && <ReviewerNote note={settled.note} />}
      {corrected !== undefined ? (
        <figure className="contract-finding__source contract-finding__source--replaced">
          <figcaption className="contract-finding__replaced">
            {messages.contractTerms.replacedReading(formatTermValue(finding.term, corrected), finding.page)}
          </figcaption>
          {finding.quote && <blockquote>{finding.quote}</blockquote>}
        </figure>
      ) : (
        <figure className="contract-finding__source">{source}</figure>
      )}
      <Link className="contract-finding__learn" to={`/negotiation?chapter=${info.chapter}`}>
        {messages.contractTerms.learn(info.chapter, chapterInfo(info.chapter).title)}
      </Link>
    </li>
  );
}
