import { Alert, Badge, Button, Loader } from '@aws-amplify/ui-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { StaffRequestDetail } from '#shared/api/staff-requests.ts';
import { isSureFinding } from '#shared/contract-terms/review.ts';
import { staffTermLabel } from '#shared/contract-terms/staff-labels.ts';
import { formatTermValue, type TermKey } from '#shared/contract-terms/terms.ts';
import { requestStatusLabels, requestTypeInfo, type RequestType } from '#shared/constants/request-types.ts';
import { pdfContentType } from '#shared/files/pdf.ts';
import { displayName, formatDateTime, formatStatusWord } from '#shared/format.ts';
import { formatPhone, phoneHref } from '#shared/format/phone.ts';
import * as messages from '#shared/messages.ts';
import { PdfPicker } from '#web/components/PdfPicker.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { postToStorage } from '#web/lib/upload-pdf.ts';
import { requestListKey, tablePathOf } from '../request-queries';
import { decisionsOf, inputOf, isSettled, type FindingDraft } from '../term-drafts';
import { deskCommandOf, deskShortcuts, keyLabel, stepTo, type DeskCommand } from './desk-keys';
import { DeskFindings, settleOrder } from './DeskFindings';
import { PdfPane, preloadPdfJs, type PdfTarget } from './PdfPane';
import { useTermDraft, type DraftSave } from './use-term-draft';
import './desk.css';

const text = messages.dashboard.desk;

/** Two columns (the PDF beside the findings) from this width; below it, one pane at a time. */
const wideQuery = '(min-width: 60rem)';

/*
 * A wide screen draws the PDF at once: pdf.js (the desk's largest download) starts loading once the
 * browser is idle after this chunk is evaluated, which a hover on View Details already does (issue 37).
 * Idle, so that on a direct load it does not hold up the desk's own requests; the pane asks for it
 * anyway as soon as it has asked for the PDF's link.
 */
if (typeof window !== 'undefined' && window.matchMedia?.(wideQuery).matches)
  (window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200)))(() => preloadPdfJs());

function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window === 'undefined' || window.matchMedia(wideQuery).matches);
  useEffect(() => {
    const query = window.matchMedia(wideQuery);
    const change = () => setWide(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return wide;
}

/**
 * The review desk (issue 29): a request in its own screen of the dashboard, at its own address.
 * The physician's PDF on one side, drawn page by page, the reader's findings on the other; choosing
 * a finding shows its page with the quoted words highlighted. Every decision is kept on the server
 * as a draft as it is made; every action has a key, listed on the screen. On a phone the two panes
 * take turns.
 */
export function RequestDeskPage({ type }: { readonly type: RequestType }) {
  const { userId = '', requestId = '' } = useParams();
  const params = useMemo(() => ({ type, userId, requestId }), [type, userId, requestId]);
  const { api } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const wide = useWide();
  const info = requestTypeInfo[type];
  const titleId = useId();

  const detailKey = useMemo(() => ['dashboard', 'request', type, userId, requestId], [type, userId, requestId]);
  // When the request was last asked for: a file opened after that is in its files-opened list only once asked again.
  const openAskedAt = useRef(0);
  // Opening the request moves it to In review (the tables show the new status).
  const details = useQuery({
    queryKey: detailKey,
    queryFn: () => {
      openAskedAt.current = Date.now();
      return api('openStaffRequest', { params });
    },
    // Back at the desk from elsewhere: who else is working on it, and its state, afresh.
    refetchOnWindowFocus: true,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
  useEffect(() => {
    if (details.isSuccess) void queryClient.invalidateQueries({ queryKey: requestListKey(type) });
  }, [details.isSuccess]);
  const detail: StaffRequestDetail | undefined = details.data;

  const draft = useTermDraft(params, detail, detailKey);
  const { drafts, setDrafts, added, setAdded } = draft;
  const findings = useMemo(() => (detail && !detail.terms.confirmed ? settleOrder(detail.terms) : []), [detail]);
  const settledCount = findings.filter((finding) => isSettled(finding, drafts[finding.term])).length;
  const allSettled = settledCount === findings.length;

  // Which pane a phone shows; a wide screen shows both.
  const [pane, setPane] = useState<'findings' | 'pdf'>('findings');
  const [active, setActive] = useState<TermKey>();
  const [editing, setEditing] = useState<TermKey>();
  const [target, setTarget] = useState<PdfTarget>();
  // The page the PDF pane shows (scrolled to, or drawn for the chosen finding): where Add term's page starts.
  const [pageShown, setPageShown] = useState<number>();
  const [openedHere, setOpenedHere] = useState(false);
  const beforeEdit = useRef<FindingDraft | undefined>(undefined);
  const rowRefs = useRef(new Map<TermKey, HTMLButtonElement>());
  const focusNext = useRef<TermKey | 'deliver' | undefined>(undefined);
  const deliverRef = useRef<HTMLFormElement>(null);

  // The first finding to settle is chosen when the desk opens.
  useEffect(() => {
    if (!draft.hydrated || active || findings.length === 0) return;
    const first = findings.find((finding) => !drafts[finding.term]) ?? findings[0]!;
    setActive(first.term);
    setTarget({ page: first.page, quote: first.quote, at: Date.now() });
  }, [draft.hydrated, findings]);

  // Focus follows the keyboard's choice, once the row (or the delivery) is drawn.
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = undefined;
    if (wanted === 'deliver') deliverRef.current?.querySelector<HTMLElement>('input[type=file]:not(:disabled), button[type=submit]')?.focus();
    else rowRefs.current.get(wanted)?.focus();
  });

  const choose = useCallback(
    (term: TermKey, focus = false) => {
      const finding = findings.find((f) => f.term === term);
      if (!finding) return;
      setActive(term);
      setTarget({ page: finding.page, quote: finding.quote, at: Date.now() });
      if (focus) focusNext.current = term;
    },
    [findings],
  );

  /** After a decision: the next finding still to settle (after this one, then from the top), or the delivery. */
  const advance = (from: TermKey, settled: Partial<Record<TermKey, FindingDraft>>) => {
    const index = findings.findIndex((finding) => finding.term === from);
    const rest = [...findings.slice(index + 1), ...findings.slice(0, index)];
    const next = rest.find((finding) => !isSettled(finding, settled[finding.term]));
    if (next) choose(next.term, true);
    else focusNext.current = 'deliver';
  };

  const decide = (term: TermKey, decision: FindingDraft | undefined, then?: 'advance') => {
    const next = { ...drafts, [term]: decision };
    if (!decision) delete next[term];
    setDrafts(next);
    if (then === 'advance') advance(term, next);
    else if (!decision) focusNext.current = term;
  };

  const edit = (term: TermKey) => {
    const finding = findings.find((f) => f.term === term);
    if (!finding) return;
    choose(term);
    beforeEdit.current = drafts[term];
    const current = drafts[term];
    decide(term, {
      outcome: 'corrected',
      input: current?.outcome === 'corrected' ? current.input : inputOf(finding.value),
      ...(current?.note ? { note: current.note } : {}),
    });
    setEditing(term);
  };

  const editDone = (term: TermKey, keep: boolean) => {
    setEditing(undefined);
    if (keep) return advance(term, drafts);
    decide(term, beforeEdit.current);
    focusNext.current = term;
  };

  const confirmSure = () => {
    const next = { ...drafts };
    for (const finding of findings) if (isSureFinding(finding) && !next[finding.term]) next[finding.term] = { outcome: 'confirmed' };
    setDrafts(next);
    const left = findings.find((finding) => !isSettled(finding, next[finding.term]));
    if (left) choose(left.term, true);
    else focusNext.current = 'deliver';
  };

  const showPage = (term: TermKey) => {
    choose(term);
    if (!wide) setPane('pdf');
  };

  // The desk's keys (desk-keys.ts), while no dialog is open and nothing is being typed.
  const reviewing = !!detail && !detail.reviewed;
  const run = (command: DeskCommand) => {
    const index = findings.findIndex((finding) => finding.term === active);
    const current = index >= 0 ? findings[index] : undefined;
    switch (command) {
      case 'next':
      case 'previous': {
        // Focus on the chosen finding's row (its name or one of its buttons) means the reviewer is on it.
        const row = current ? rowRefs.current.get(current.term)?.closest('li') : undefined;
        const onChosen = !!row && row.contains(document.activeElement);
        const to = stepTo(command, index, findings.length, onChosen);
        const next = to === undefined ? undefined : findings[to];
        if (next) choose(next.term, true);
        return;
      }
      case 'confirm':
        if (current) decide(current.term, { outcome: 'confirmed' }, 'advance');
        return;
      case 'strike':
        if (current) decide(current.term, { outcome: 'notInContract' }, 'advance');
        return;
      case 'undo':
        if (current) decide(current.term, undefined);
        return;
      case 'edit':
        if (current) edit(current.term);
        return;
      case 'confirmSure':
        return confirmSure();
      case 'showPage':
        if (current) showPage(current.term);
        return;
      case 'findings':
        if (active) rowRefs.current.get(active)?.focus();
        return;
      case 'deliver':
        setPane('findings');
        // The pane may show only after this render (a phone): focus then.
        requestAnimationFrame(() =>
          deliverRef.current?.querySelector<HTMLElement>('input[type=file]:not(:disabled), button[type=submit]:not(:disabled)')?.focus(),
        );
        return;
    }
  };
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (!reviewing) return;
    const onKey = (event: KeyboardEvent) => {
      const element = event.target instanceof HTMLElement ? event.target : undefined;
      if (document.querySelector('dialog[open]')) return;
      const command = deskCommandOf({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        targetTag: element?.tagName ?? '',
        targetEditable: !!element?.isContentEditable,
      });
      if (!command) return;
      // The arrows move between findings only from a finding (elsewhere they scroll, as always).
      if (event.key.startsWith('Arrow') && !element?.classList.contains('term-row__choose')) return;
      event.preventDefault();
      runRef.current(command);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [reviewing]);

  const opened = !!detail?.contractOpenedByYou || openedHere;
  const [linkedAt, setLinkedAt] = useState(0);
  /** A short-lived link to one of the request's files; the API records the opening first. */
  const linkTo = useCallback(
    async (file: 'upload' | 'review') => {
      const { url } = await api('createStaffRequestFileLink', { params, body: { file } });
      if (file === 'upload') setOpenedHere(true);
      setLinkedAt(Date.now());
      return url;
    },
    [api, params],
  );
  // The files-opened list, and whether this reviewer opened the PDF, as the server now has them: asked
  // again once the request asked for before the opening has come back (the PDF's link is asked for
  // beside it, and must not cancel it).
  useEffect(() => {
    if (linkedAt > openAskedAt.current && details.isSuccess && !details.isFetching) void details.refetch();
  }, [linkedAt, details.isSuccess, details.isFetching]);
  const pdfLink = useCallback(() => linkTo('upload'), [linkTo]);
  const [fileNotice, setFileNotice] = useState<string>();
  /** Opens a file in a new tab, opened at the click so no pop-up blocker stops it. */
  const openInTab = async (file: 'upload' | 'review') => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const url = await linkTo(file);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      setFileNotice(messages.dashboard.retrieveDownloadUrlsFailure((error as Error).message));
    }
  };

  const back = () => {
    if ((location.state as { fromTable?: boolean } | null)?.fromTable) void navigate(-1);
    else void navigate(tablePathOf(type));
  };

  if (details.isError || (!details.isPending && !detail))
    return (
      <>
        <BackLink type={type} onBack={back} />
        <Alert variation="error" role="alert">
          {messages.dashboard.fetchUsersFailure(details.error?.message ?? '')}
        </Alert>
      </>
    );

  const pdfShown = wide || pane === 'pdf';
  return (
    <div className="desk" data-pane={pane}>
      <header className="desk__head">
        <BackLink type={type} onBack={back} />
        {/* The frame, and the PDF beside it, show while the request's details are on their way (issue 37). */}
        {detail ? (
          <>
            <h2 id={titleId}>
              {displayName(detail)} <span className="desk__kind">· {info.title}</span>
            </h2>
            <div className="desk__meta">
              <span>
                Submitted {formatDateTime(detail.timeStamp)}{' '}
                <Badge size="small" variation={detail.reviewed ? 'success' : detail.status === 'inReview' ? 'info' : 'warning'}>
                  {requestStatusLabels[detail.status]}
                </Badge>
              </span>
              <span className="desk__files">
                <Button size="small" onClick={() => void openInTab('upload')} aria-label={text.inNewTab(text.documentPdf(info.document))}>
                  {text.documentPdf(info.document)} ↗
                </Button>
                {detail.hasReview && (
                  <Button size="small" onClick={() => void openInTab('review')} aria-label={text.inNewTab(text.reviewPdf)}>
                    {text.reviewPdf} ↗
                  </Button>
                )}
              </span>
            </div>
            {fileNotice && (
              <Alert variation="error" role="alert">
                {fileNotice}
              </Alert>
            )}
            {detail.draft && !detail.draft.byYou && (
              <Alert variation="info" role="status">
                {text.otherReviewer(detail.draft.byName, formatDateTime(detail.draft.at))}
              </Alert>
            )}
            {reviewing && <DraftStatus save={draft.save} />}
          </>
        ) : (
          <Loader variation="linear" ariaLabel="Loading the request" />
        )}
      </header>
      {!wide && detail && (
        <div className="desk__switch" role="group" aria-label="Show">
          <Button
            size="small"
            variation={pane === 'findings' ? 'primary' : undefined}
            aria-pressed={pane === 'findings'}
            onClick={() => setPane('findings')}
          >
            {text.findings}
          </Button>
          <Button size="small" variation={pane === 'pdf' ? 'primary' : undefined} aria-pressed={pane === 'pdf'} onClick={() => setPane('pdf')}>
            {text.documentPdf(info.document)}
          </Button>
        </div>
      )}
      <div className="desk__body">
        <div className="desk__pdf" hidden={!pdfShown}>
          <PdfPane
            documentName={info.document}
            shown={pdfShown}
            link={pdfLink}
            target={target}
            onPageShown={setPageShown}
            onBack={wide ? undefined : () => setPane('findings')}
          />
        </div>
        {detail && (
          <div className="desk__side" hidden={!wide && pane !== 'findings'}>
            <Note detail={detail} />
            {detail.reviewed ? (
              <SettledTerms detail={detail} documentName={info.document} />
            ) : (
              <DeskFindings
                documentName={info.document}
                terms={detail.terms}
                ordered={findings}
                pages={detail.terms.pages ?? detail.pages}
                drafts={drafts}
                added={added}
                active={active}
                editing={editing}
                rowRefs={rowRefs}
                onChoose={(term) => choose(term)}
                onShowPage={showPage}
                onDecide={decide}
                onEdit={edit}
                onEditDone={editDone}
                onConfirmSure={confirmSure}
                onAdded={setAdded}
                shownPage={pageShown ?? target?.page}
                disabled={false}
              />
            )}
            <Deliver
              detail={detail}
              formRef={deliverRef}
              onLeave={() => run('findings')}
              settled={settledCount}
              total={findings.length}
              ready={allSettled}
              opened={opened}
              documentName={info.document}
              decisions={() => decisionsOf(findings, drafts, added)}
              onOpenDocument={() => {
                setPane('pdf');
                // A wide desk shows it already; the link is asked for again, which records the opening.
                if (wide) void linkTo('upload').catch(() => undefined);
              }}
              onDelivered={() => {
                draft.clear();
                void details.refetch();
                void queryClient.invalidateQueries({ queryKey: requestListKey(type) });
              }}
            />
            <RequestFacts detail={detail} />
            <AccessLog detail={detail} />
            {reviewing && <Shortcuts />}
          </div>
        )}
      </div>
    </div>
  );
}

function BackLink({ type, onBack }: { readonly type: RequestType; readonly onBack: () => void }) {
  return (
    <Link
      to={tablePathOf(type)}
      className="desk__back"
      onClick={(event) => {
        event.preventDefault();
        onBack();
      }}
    >
      ← {text.back(requestTypeInfo[type].title)}
    </Link>
  );
}

function DraftStatus({ save }: { readonly save: DraftSave }) {
  return (
    <p className={`desk__saved${save.state === 'failed' ? ' desk__saved--failed' : ''}`} role="status">
      {save.state === 'saving'
        ? text.draftSaving
        : save.state === 'saved'
          ? text.draftSaved(formatDateTime(save.at))
          : save.state === 'failed'
            ? text.draftFailed(save.error)
            : ''}
    </p>
  );
}

/** Who asked, as the forms took it (spec §2's User Details); Type of Practice for both kinds. */
function RequestFacts({ detail }: { readonly detail: StaffRequestDetail }) {
  return (
    <section className="desk__facts" aria-labelledby="desk-facts-title">
      <h3 id="desk-facts-title">{text.request}</h3>
      <dl className="details-list">
        <dt>Name</dt>
        <dd>{displayName(detail)}</dd>
        <dt>Email</dt>
        <dd>{detail.email}</dd>
        <dt>Phone</dt>
        <dd>{phoneHref(detail.phone) ? <a href={phoneHref(detail.phone)}>{formatPhone(detail.phone)}</a> : formatPhone(detail.phone)}</dd>
        {detail.type === 'compensationConsult' && (
          <>
            <dt>State of Practice</dt>
            <dd>{detail.practiceState ?? ''}</dd>
          </>
        )}
        <dt>Type of Practice</dt>
        <dd>{formatStatusWord(detail.practiceType)}</dd>
        <dt>Resident</dt>
        <dd>{detail.resident ? 'Yes' : 'No'}</dd>
        <dt>Years of Practice</dt>
        <dd>{detail.years ?? 'N/A'}</dd>
        <dt>Area of Practice</dt>
        <dd>{formatStatusWord(detail.speciality)}</dd>
      </dl>
    </section>
  );
}

/** What the physician asked (the review's comments, the consultation's notes): read before the findings. */
function Note({ detail }: { readonly detail: StaffRequestDetail }) {
  return (
    <section className="desk__note" aria-labelledby="desk-note-title">
      <h3 id="desk-note-title">{text.physiciansNote}</h3>
      <p className={detail.feedback ? undefined : 'muted'}>{detail.feedback ?? text.noNote}</p>
    </section>
  );
}

function SettledTerms({ detail, documentName }: { readonly detail: StaffRequestDetail; readonly documentName: string }) {
  return (
    <section aria-labelledby="settled-terms-title">
      <h3 id="settled-terms-title">{messages.dashboard.terms.settledTitleOf(documentName)}</h3>
      {detail.terms.confirmed && detail.terms.terms.length > 0 ? (
        <ul className="access-log">
          {detail.terms.terms.map((finding) => (
            <li key={finding.term}>
              {staffTermLabel(finding.term)}: {formatTermValue(finding.term, finding.value)} ({messages.contractTerms.page(finding.page)})
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{messages.dashboard.terms.settledNoneOf(documentName)}</p>
      )}
    </section>
  );
}

/**
 * Your review (PDF) and Submit review: enabled once a PDF is chosen and every finding settled.
 * Delivering when the caller never opened the physician's PDF (here or through its link) asks
 * once whether to deliver anyway.
 */
function Deliver({
  detail,
  formRef,
  onLeave,
  settled,
  total,
  ready,
  opened,
  documentName,
  decisions,
  onOpenDocument,
  onDelivered,
}: {
  readonly detail: StaffRequestDetail;
  readonly formRef: React.RefObject<HTMLFormElement | null>;
  /** Escape in the form: back to the findings. */
  readonly onLeave: () => void;
  readonly settled: number;
  readonly total: number;
  readonly ready: boolean;
  readonly opened: boolean;
  readonly documentName: string;
  readonly decisions: () => ReturnType<typeof decisionsOf>;
  readonly onOpenDocument: () => void;
  readonly onDelivered: () => void;
}) {
  const { api } = useApp();
  const progressId = useId();
  const titleId = useId();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [asking, setAsking] = useState(false);
  const asked = useRef(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const params = { type: detail.type, userId: detail.userId, requestId: detail.requestId };

  const submit = useMutation({
    mutationFn: async (chosen: File) => {
      const terms = decisions();
      const post = await api('createFeedbackUpload', { body: { contentType: pdfContentType } });
      await postToStorage(post, chosen, () => undefined, new AbortController().signal);
      return api('submitFeedback', { params, body: { key: post.key, terms } });
    },
    onSuccess: () => {
      setFile(undefined);
      setNotice({ tone: 'success', text: messages.dashboard.feedbackSuccess });
      onDelivered();
    },
    // Spec §8: the failure's own message (409: already reviewed; 400: not a PDF, or the reader answered meanwhile).
    onError: (error) => setNotice({ tone: 'error', text: error.message }),
  });
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const deliver = (event?: FormEvent) => {
    event?.preventDefault();
    if (!file || !ready || submit.isPending) return;
    if (!opened && !asked.current) {
      asked.current = true;
      setAsking(true);
      return;
    }
    submit.mutate(file);
  };

  return (
    <section className="desk__deliver" aria-labelledby={titleId}>
      <h3 id={titleId}>{text.deliverTitle}</h3>
      {!detail.reviewed && (
        <form
          ref={formRef}
          className="details-feedback"
          onSubmit={deliver}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            onLeave();
          }}
        >
          <PdfPicker
            label={messages.dashboard.feedbackFile}
            file={file}
            error={fileError}
            disabled={submit.isPending}
            onChange={(chosen, error) => {
              setFile(chosen);
              setFileError(error);
              setNotice(undefined);
            }}
          />
          {total > 0 && (
            <p id={progressId} className={`term-progress${ready ? ' term-progress--done' : ''}`} role="status">
              {messages.dashboard.terms.progress(settled, total)}
            </p>
          )}
          <Button
            type="submit"
            variation="primary"
            isDisabled={!file || !ready || submit.isPending}
            isLoading={submit.isPending}
            loadingText="Uploading…"
            aria-describedby={total > 0 ? progressId : undefined}
          >
            {text.submitReview}
          </Button>
        </form>
      )}
      {notice && (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert variation={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        </div>
      )}
      <UnopenedDialog
        open={asking}
        documentName={documentName}
        onDeliver={() => {
          setAsking(false);
          if (file) submit.mutate(file);
        }}
        onOpen={() => {
          setAsking(false);
          onOpenDocument();
        }}
      />
    </section>
  );
}

/** "Deliver without opening the contract?": a native modal <dialog>, Escape and Open the contract cancel. */
function UnopenedDialog({
  open,
  documentName,
  onDeliver,
  onOpen,
}: {
  readonly open: boolean;
  readonly documentName: string;
  readonly onDeliver: () => void;
  readonly onOpen: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      <h2 id={titleId}>{text.unopenedTitle(documentName)}</h2>
      <p id={textId}>{text.unopenedText(documentName)}</p>
      <div className="dialog-actions">
        <Button onClick={onOpen} autoFocus>
          {text.openDocument(documentName)}
        </Button>
        <Button variation="primary" onClick={onDeliver}>
          {text.deliverAnyway}
        </Button>
      </div>
    </dialog>
  );
}

function AccessLog({ detail }: { readonly detail: StaffRequestDetail }) {
  return (
    <section aria-labelledby="desk-accesses">
      <h3 id="desk-accesses">{text.openedLog}</h3>
      {detail.accesses.length === 0 ? (
        <p className="muted">{text.noAccesses}</p>
      ) : (
        <ul className="access-log" aria-labelledby="desk-accesses">
          {detail.accesses.map((access) => (
            <li key={`${access.at}-${access.staffName}-${access.file}`}>{text.accessed(access.staffName, access.file, formatDateTime(access.at))}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Shortcuts() {
  return (
    <section className="desk__keys" aria-labelledby="desk-keys-title">
      <h3 id="desk-keys-title">{text.shortcutsTitle}</h3>
      <dl>
        {deskShortcuts.map((shortcut) => (
          <div key={shortcut.command}>
            <dt>
              {shortcut.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && ' or '}
                  <kbd>{keyLabel(key)}</kbd>
                </span>
              ))}
            </dt>
            <dd>{shortcut.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
