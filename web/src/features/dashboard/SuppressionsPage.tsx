import { Alert, Badge, Button, Loader, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SuppressionRow } from '#shared/api/suppressions.ts';
import { formatDateTime } from '#shared/format.ts';
import * as messages from '#shared/messages.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { ConfirmDialog } from './ConfirmDialog';
import { useLiveList } from './use-live-list';

const queryKey = ['suppressions'];

/**
 * Suppressions (issue 18, admins): the addresses the product stopped mailing because SES reported a
 * permanent bounce or a complaint (decision 0018), newest first; an admin may lift one, after which
 * the product mails the address again.
 */
export function SuppressionsPage() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const { list, sentinel } = useLiveList(queryKey, (cursor) => api('listSuppressions', { query: cursor ? { cursor } : {} }));
  const rows = list.data?.pages.flatMap((page) => page.suppressions) ?? [];
  const [chosen, setChosen] = useState<SuppressionRow>();
  const [done, setDone] = useState<string>();

  const lift = useMutation({
    mutationFn: (row: SuppressionRow) => api('deleteSuppression', { params: { suppressionId: row.suppressionId } }),
    onSuccess: (_, row) => {
      setChosen(undefined);
      setDone(messages.dashboard.suppressionLifted(row.email));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  return (
    <>
      <h2>Suppressed addresses</h2>
      <p className="muted">The product sends no e-mail to these addresses: they bounced for good or their owner marked a message as spam.</p>
      {done && (
        <Alert variation="success" role="status" isDismissible onDismiss={() => setDone(undefined)} marginBottom="1rem">
          {done}
        </Alert>
      )}
      {list.isPending && <Loader variation="linear" ariaLabel="Loading suppressed addresses" />}
      {list.isError && (
        <Alert variation="error" role="alert">
          {messages.dashboard.fetchSuppressionsFailure(list.error.message)}
        </Alert>
      )}
      {list.isSuccess && rows.length === 0 && <p role="status">{messages.dashboard.noSuppressions}</p>}
      {list.isSuccess && rows.length > 0 && (
        <div className="dash-table-wrap">
          <Table caption="Suppressed addresses, newest first" size="small">
            <TableHead>
              <TableRow>
                <TableCell as="th">E-mail</TableCell>
                <TableCell as="th">Reason</TableCell>
                <TableCell as="th">Since</TableCell>
                <TableCell as="th">
                  <span className="visually-hidden">Action</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.suppressionId} data-testid={`suppression-${row.email}`}>
                  <TableCell className="cell-wrap">{row.email}</TableCell>
                  <TableCell>
                    <Badge variation={row.reason === 'complaint' ? 'error' : 'warning'} size="small">
                      {row.reason === 'complaint' ? 'Complaint' : 'Bounce'}
                    </Badge>
                    <div className="settings-note">{row.detail}</div>
                  </TableCell>
                  <TableCell>{formatDateTime(row.at)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => {
                        lift.reset();
                        setDone(undefined);
                        setChosen(row);
                      }}
                      aria-label={`Mail ${row.email} again`}
                    >
                      Mail again
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <div ref={sentinel} className="list-more">
        {list.hasNextPage && (
          <Button size="small" onClick={() => void list.fetchNextPage()} isLoading={list.isFetchingNextPage} loadingText="Loading…">
            Load more
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={chosen !== undefined}
        title="Mail this address again?"
        confirmLabel="Mail again"
        busyLabel="Saving…"
        busy={lift.isPending}
        error={lift.isError ? messages.dashboard.staffUpdateFailure(lift.error.message) : undefined}
        onConfirm={() => chosen && lift.mutate(chosen)}
        onCancel={() => setChosen(undefined)}
      >
        <p>
          {chosen?.email} will get the product&apos;s e-mails again. Do this only when you know the address works now: another bounce or complaint
          harms the product&apos;s sending reputation.
        </p>
      </ConfirmDialog>
    </>
  );
}
