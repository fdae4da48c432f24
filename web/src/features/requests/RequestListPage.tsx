import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MyRequest } from '#shared/api/requests.ts';
import { requestStatusLabels, requestTypeInfo, type RequestType } from '#shared/constants/request-types.ts';
import { formatDateTime } from '#shared/format.ts';
import * as messages from '#shared/messages.ts';
import { Button } from '#web/components/Button.tsx';
import { Notice } from '#web/components/Notice.tsx';
import { useApp } from '#web/lib/app-context.tsx';
import { myRequestsQuery } from '#web/lib/screen-queries.ts';
import { ContractFindings } from './ContractFindings';

const emptyText: Record<RequestType, string> = {
  contractReview: messages.requests.noContractReviews,
  compensationConsult: messages.requests.noCompensationConsults,
};

/** The profile's Contract Reviews and Compensation Consultations (spec §2): newest first, each opening its PDF. */
export function RequestListPage({ type }: { readonly type: RequestType }) {
  const { api } = useApp();
  const info = requestTypeInfo[type];
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  // Defined once with the first view's read (lib/first-view-data.ts), which may have started it already.
  const list = useQuery(myRequestsQuery(api, type));
  const requests = list.data?.requests ?? [];

  return (
    <>
      <h1>{info.listTitle}</h1>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {list.isPending && (
        <p className="status" role="status">
          Loading…
        </p>
      )}
      {list.isError && <Notice tone="error">{messages.dashboard.retrieveFilesFailure((list.error as Error).message)}</Notice>}
      {list.isSuccess && requests.length === 0 && <p className="empty-list">{emptyText[type]}</p>}
      <ul className="request-tiles" aria-label={info.listTitle}>
        <li>
          <Link to={info.formPath} className="request-tile request-tile--new">
            <span aria-hidden="true" className="request-tile__plus">
              +
            </span>
            {messages.requests.uploadNew}
          </Link>
        </li>
        {requests.map((request) => (
          <li key={request.requestId}>
            <RequestTile request={request} onNotice={setNotice} />
          </li>
        ))}
      </ul>
    </>
  );
}

function RequestTile({
  request,
  onNotice,
}: {
  readonly request: MyRequest;
  readonly onNotice: (notice: { tone: 'success' | 'error'; text: string }) => void;
}) {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const title = `${requestTypeInfo[request.type].title}, ${request.pages} ${request.pages === 1 ? 'page' : 'pages'}`;

  /** Opens the PDF in a new tab through a link that works for minutes; the tab is opened at the click, so no pop-up blocker stops it. */
  const open = async (file: 'upload' | 'review') => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { url } = await api('getMyRequestFile', { params: { type: request.type, requestId: request.requestId }, query: { file } });
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      onNotice({ tone: 'error', text: messages.dashboard.retrieveDownloadUrlsFailure((error as Error).message) });
    }
  };

  const withdraw = useMutation({
    mutationFn: () => api('withdrawRequest', { params: { type: request.type, requestId: request.requestId } }),
    onSuccess: async () => {
      onNotice({ tone: 'success', text: messages.requests.withdrawn });
      await queryClient.invalidateQueries({ queryKey: ['requests', request.type] });
    },
    onError: (error) => {
      setConfirming(false);
      onNotice({ tone: 'error', text: messages.requests.uploadFailure(error.message) });
    },
  });

  const steps = [
    { label: requestStatusLabels.submitted, at: request.timeline.submittedAt },
    { label: requestStatusLabels.inReview, at: request.timeline.inReviewAt },
    { label: requestStatusLabels.reviewed, at: request.timeline.reviewedAt },
  ];

  return (
    <article className={`request-tile${request.reviewed ? ' request-tile--reviewed' : ''}`} aria-label={title}>
      {/* Reviewed: what was paid for comes first (issue 37): the review PDF, then the terms our reviewer confirmed, open (issue 29). */}
      {request.hasReview && (
        <div className="request-tile__review">
          {request.timeline.reviewedAt !== undefined && (
            <p className="request-tile__review-ready">{messages.requests.reviewReady(formatDateTime(request.timeline.reviewedAt))}</p>
          )}
          <Button size="small" onClick={() => void open('review')}>
            {messages.requests.openReview}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </Button>
        </div>
      )}
      {request.reviewed && (
        <div className="request-tile__confirmed">
          <ContractFindings type={request.type} requestId={request.requestId} submittedAt={request.timeStamp} titled />
        </div>
      )}
      <button type="button" className="request-tile__open" onClick={() => void open('upload')}>
        <span className="request-tile__title">{title}</span>
        {request.fileName && <span className="request-tile__file">{request.fileName}</span>}
        <span className="request-tile__date">{messages.requests.uploaded(formatDateTime(request.timeStamp))}</span>
        <span className="visually-hidden"> (opens the PDF in a new tab)</span>
      </button>
      {request.note && <p className="request-tile__note">{request.note}</p>}
      {request.openedBy.length > 0 && (
        <ul className="request-tile__opened" aria-label="Opened by our staff">
          {request.openedBy.map((access) => (
            <li key={`${access.at}-${access.staffName}`}>{messages.requests.openedBy(access.staffName, formatDateTime(access.at))}</li>
          ))}
        </ul>
      )}
      {!request.reviewed && (
        <details className="request-tile__findings">
          <summary>{messages.contractTerms.title(requestTypeInfo[request.type].document)}</summary>
          <ContractFindings type={request.type} requestId={request.requestId} submittedAt={request.timeStamp} />
        </details>
      )}
      <ol className="request-status" aria-label={`Status: ${requestStatusLabels[request.status]}`}>
        {steps.map((step) => (
          <li key={step.label} className={step.at !== undefined ? 'request-status__step request-status__step--done' : 'request-status__step'}>
            <span className="request-status__label">{step.label}</span>
            <span className="request-status__date">{step.at !== undefined ? formatDateTime(step.at) : 'Not yet'}</span>
          </li>
        ))}
      </ol>
      {!request.reviewed && !confirming && (
        <div className="request-tile__actions">
          <Button variant="secondary" size="small" onClick={() => setConfirming(true)}>
            Withdraw
          </Button>
        </div>
      )}
      {confirming && (
        <div className="request-tile__confirm" role="group" aria-label="Confirm withdrawal">
          <p>{messages.requests.confirmWithdraw}</p>
          <div className="request-tile__actions">
            <Button variant="danger" size="small" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
              {withdraw.isPending ? 'Withdrawing…' : 'Yes, withdraw'}
            </Button>
            <Button variant="secondary" size="small" disabled={withdraw.isPending} onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}
