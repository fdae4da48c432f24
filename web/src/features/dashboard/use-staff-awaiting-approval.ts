import { useQuery } from '@tanstack/react-query';
import { useApp } from '#web/lib/app-context.tsx';
import { refreshEveryMs } from './use-live-list';

/** Under Settings' own key, so that Apply's refresh of the staff list refreshes the count too. */
export const awaitingApprovalQueryKey = ['staff', 'awaiting-approval'];

/**
 * How many staff accounts wait for an admin's approval (issue 29), kept live like the tables: the
 * Settings tab shows it on every dashboard screen, and Settings' heading says it.
 */
export function useStaffAwaitingApproval(enabled: boolean): number | undefined {
  const { api } = useApp();
  const query = useQuery({
    queryKey: awaitingApprovalQueryKey,
    queryFn: () => api('countStaffAwaitingApproval'),
    refetchInterval: refreshEveryMs,
    enabled,
  });
  return query.data?.count;
}
