import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StaffRequestDetail } from '#shared/api/staff-requests.ts';
import type { TermFinding, TermKey } from '#shared/contract-terms/terms.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { draftDecisionsOf, draftsOf, type AddedDraft, type FindingDraft } from '../term-drafts';

export type DraftSave =
  | { readonly state: 'idle' }
  | { readonly state: 'saving' }
  | { readonly state: 'saved'; readonly at: number }
  | { readonly state: 'failed'; readonly error: string };

/** How long the desk waits after a change before it saves (changes in a burst are saved once). */
const saveAfterMs = 250;

/**
 * Staff's decisions on a request's findings (issue 29): what the desk shows, taken from the draft
 * the server kept (this reviewer's or another's) when the request opens, and saved back a moment
 * after each change, one save at a time, the latest last.
 */
export function useTermDraft(
  params: { readonly type: StaffRequestDetail['type']; readonly userId: string; readonly requestId: string },
  detail: StaffRequestDetail | undefined,
  detailKey: QueryKey,
) {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Partial<Record<TermKey, FindingDraft>>>({});
  const [added, setAdded] = useState<readonly AddedDraft[]>([]);
  const [hydrated, setHydrated] = useState(false);
  const [save, setSave] = useState<DraftSave>({ state: 'idle' });
  const saved = useRef<string>('[]');
  const pending = useRef<string | undefined>(undefined);
  const sending = useRef(false);

  const findings: readonly TermFinding[] = useMemo(() => (detail && !detail.terms.confirmed ? detail.terms.terms : []), [detail]);
  const open = !!detail && !detail.reviewed;

  useEffect(() => {
    if (!detail || hydrated) return;
    if (detail.draft) {
      const back = draftsOf(detail.draft.terms);
      setDrafts(back.drafts);
      setAdded(back.added);
      saved.current = JSON.stringify(draftDecisionsOf(detail.terms.terms, back.drafts, back.added));
    }
    setHydrated(true);
  }, [detail, hydrated]);

  const decisions = useMemo(() => JSON.stringify(draftDecisionsOf(findings, drafts, added)), [findings, drafts, added]);
  const latest = useRef({ decisions, ready: false });
  latest.current = { decisions, ready: hydrated && open };

  const pump = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      while (pending.current !== undefined && pending.current !== saved.current) {
        const body = pending.current;
        setSave({ state: 'saving' });
        try {
          const draft = await api('saveTermDraft', { params, body: { terms: JSON.parse(body) } });
          saved.current = body;
          // "Saved" only when nothing newer waits.
          if (latest.current.decisions === body) setSave({ state: 'saved', at: draft.at });
          // The desk's copy of the request now says who made the last change: this reviewer.
          queryClient.setQueryData<StaffRequestDetail>(detailKey, (old) => (old ? { ...old, draft } : old));
        } catch (error) {
          setSave({ state: 'failed', error: (error as Error).message });
          return;
        }
      }
    } finally {
      sending.current = false;
    }
    // Keys and params are stable for the desk's life.
  }, [api, queryClient]);

  useEffect(() => {
    if (!hydrated || !open || decisions === saved.current) return;
    // Not saved until it is: the status says so at once, not after the pause.
    setSave({ state: 'saving' });
    const timer = setTimeout(() => {
      pending.current = decisions;
      void pump();
    }, saveAfterMs);
    return () => clearTimeout(timer);
  }, [decisions, hydrated, open, pump]);

  // Leaving the desk (Back, another tab of the dashboard, closing the page) within the pause: the
  // last change goes at once, and outlives the page.
  useEffect(() => {
    const flush = () => {
      const { decisions: last, ready } = latest.current;
      if (!ready || last === saved.current || last === pending.current) return;
      saved.current = last;
      pending.current = last;
      void api('saveTermDraft', { params, body: { terms: JSON.parse(last) }, keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
    // Once for the desk's life.
  }, []);

  /** Forgets the decisions once they went with the review (the server removed its draft). */
  const clear = () => {
    setDrafts({});
    setAdded([]);
    saved.current = '[]';
    pending.current = undefined;
    setSave({ state: 'idle' });
  };

  return { drafts, setDrafts, added, setAdded, save, hydrated, clear };
}
