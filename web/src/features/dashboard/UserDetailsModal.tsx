import { Alert, Button, Loader } from '@aws-amplify/ui-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { StaffRequestDetail, StaffRequestRow } from '#shared/api/staff-requests.ts';
import { pdfContentType } from '#shared/files/pdf.ts';
import { displayName, formatDateTime, formatStatusWord } from '#shared/format.ts';
import * as messages from '#shared/messages.ts';
import { PdfPicker } from '#web/components/PdfPicker.tsx';
import { postToStorage } from '#web/lib/upload-pdf.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { formatTermValue, termInfo, type TermKey } from '#shared/contract-terms/terms.ts';
import { requestListKey } from './request-queries';
import { decisionsOf, isSettled, type AddedDraft, type FindingDraft } from './term-drafts';
import { TermSettlement } from './TermSettlement';

/**
 * The User Details modal (spec §2): the request's fields, DOWNLOAD of the physician's PDF and of the
 * review once there is one (each download recorded by the API and listed here), and Upload Feedback
 * with Submit, disabled until a PDF is chosen. A modal <dialog>: focus stays inside, Escape closes.
 */
export function UserDetailsModal({ row, onClose }: { readonly row: StaffRequestRow; readonly onClose: () => void }) {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const ref = { type: row.type, userId: row.userId, requestId: row.requestId };
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [drafts, setDrafts] = useState<Partial<Record<TermKey, FindingDraft>>>({});
  const [added, setAdded] = useState<readonly AddedDraft[]>([]);
  const progressId = useId();

  // Opening the request moves it to In review; the tables show the new status.
  const details = useMutation({
    mutationFn: () => api('openStaffRequest', { params: ref }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: requestListKey(row.type) }),
  });
  useEffect(() => {
    dialog.current?.showModal();
    details.mutate();
    // Once per opening.
  }, []);

  /** Opens a short-lived link in a new tab, opened at the click so no pop-up blocker stops it. */
  const download = async (which: 'upload' | 'review') => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { url } = await api('createStaffRequestFileLink', { params: ref, body: { file: which } });
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      details.mutate();
    } catch (error) {
      tab?.close();
      setNotice({ tone: 'error', text: messages.dashboard.retrieveDownloadUrlsFailure((error as Error).message) });
    }
  };

  const submit = useMutation({
    mutationFn: async (chosen: File) => {
      const terms = decisionsOf(findings, drafts, added);
      const post = await api('createFeedbackUpload', { body: { contentType: pdfContentType } });
      await postToStorage(post, chosen, () => undefined, new AbortController().signal);
      return api('submitFeedback', { params: ref, body: { key: post.key, terms } });
    },
    onSuccess: () => {
      setFile(undefined);
      setDrafts({});
      setAdded([]);
      setNotice({ tone: 'success', text: messages.dashboard.feedbackSuccess });
      details.mutate();
    },
    // Spec §8: the failure's own message (409: already reviewed; 400: not a PDF, or the reader
    // answered meanwhile and its findings are to settle: shown again).
    onError: (error) => {
      setNotice({ tone: 'error', text: error.message });
      details.mutate();
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: requestListKey(row.type) }),
  });

  const detail: StaffRequestDetail | undefined = details.data;
  const findings = detail && !detail.terms.confirmed ? detail.terms.terms : [];
  const settledCount = findings.filter((finding) => isSettled(finding, drafts[finding.term])).length;
  const allSettled = settledCount === findings.length;
  return (
    <dialog ref={dialog} className="details-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>User Details</h2>
      {details.isPending && !detail && <Loader variation="linear" ariaLabel="Loading details" />}
      {details.isError && !detail && (
        <Alert variation="error" role="alert">
          {messages.dashboard.fetchUsersFailure(details.error.message)}
        </Alert>
      )}
      {detail && (
        <>
          <dl className="details-list">
            <dt>Name</dt>
            <dd>{displayName(detail)}</dd>
            <dt>Email</dt>
            <dd>{detail.email}</dd>
            <dt>Phone</dt>
            <dd>{detail.phone}</dd>
            {detail.type === 'compensationConsult' ? (
              <>
                <dt>State of Practice</dt>
                <dd>{detail.practiceState ?? ''}</dd>
              </>
            ) : (
              <>
                <dt>Type of Practice</dt>
                <dd>{formatStatusWord(detail.practiceType)}</dd>
              </>
            )}
            <dt>Resident</dt>
            <dd>{detail.resident ? 'Yes' : 'No'}</dd>
            <dt>Year of Practice</dt>
            <dd>{detail.years ?? 'N/A'}</dd>
            <dt>Area of Practice</dt>
            <dd>{formatStatusWord(detail.speciality)}</dd>
            <dt>Feedback</dt>
            <dd>{detail.feedback ?? ''}</dd>
          </dl>
          <div className="details-actions">
            <Button size="small" variation="primary" onClick={() => void download('upload')} aria-label="DOWNLOAD the physician's file">
              DOWNLOAD
            </Button>
            {detail.hasReview && (
              <Button size="small" onClick={() => void download('review')} aria-label="DOWNLOAD the review">
                DOWNLOAD
              </Button>
            )}
          </div>
          <h3>Downloads</h3>
          {detail.accesses.length === 0 ? (
            <p className="muted">Nobody from the staff has downloaded these files yet.</p>
          ) : (
            <ul className="access-log" aria-label="Downloads">
              {detail.accesses.map((access) => (
                <li key={`${access.at}-${access.staffName}-${access.file}`}>
                  {access.staffName} downloaded {access.file === 'review' ? 'the review' : "the physician's file"} on {formatDateTime(access.at)}
                </li>
              ))}
            </ul>
          )}
          {detail.reviewed ? (
            <section aria-labelledby={`${titleId}-terms`}>
              <h3 id={`${titleId}-terms`}>{messages.dashboard.terms.settledTitle}</h3>
              {detail.terms.confirmed && detail.terms.terms.length > 0 ? (
                <ul className="access-log">
                  {detail.terms.terms.map((finding) => (
                    <li key={finding.term}>
                      {termInfo[finding.term].label}: {formatTermValue(finding.term, finding.value)} ({messages.contractTerms.page(finding.page)})
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">{messages.dashboard.terms.settledNone}</p>
              )}
            </section>
          ) : (
            <TermSettlement
              terms={detail.terms}
              pages={detail.terms.pages ?? detail.pages}
              drafts={drafts}
              added={added}
              onDraft={(term, draft) => setDrafts((all) => ({ ...all, [term]: draft }))}
              onAdded={setAdded}
              disabled={submit.isPending}
            />
          )}
          {!detail.reviewed && (
            <form
              className="details-feedback"
              onSubmit={(event) => {
                event.preventDefault();
                if (file && allSettled) submit.mutate(file);
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
              {findings.length > 0 && (
                <p id={progressId} className={`term-progress${allSettled ? ' term-progress--done' : ''}`} role="status">
                  {messages.dashboard.terms.progress(settledCount, findings.length)}
                </p>
              )}
              <Button
                type="submit"
                variation="primary"
                isDisabled={!file || !allSettled || submit.isPending}
                isLoading={submit.isPending}
                loadingText="Uploading…"
                aria-describedby={findings.length > 0 ? progressId : undefined}
              >
                Submit
              </Button>
            </form>
          )}
        </>
      )}
      {notice && (
        <Alert variation={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      <div className="details-close">
        <Button onClick={() => dialog.current?.close()}>Close</Button>
      </div>
    </dialog>
  );
}
