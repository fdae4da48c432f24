import { Alert, Badge, Button, Loader, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { SuppressionRow } from '#shared/api/suppressions.ts';
import { formatDateTime } from '#shared/format.ts';
import * as messages from '#shared/messages.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { ConfirmDialog } from './ConfirmDialog';
import { ListMore } from './ListMore';
import { ScrollTable } from './ScrollTable';
import { useConfirmedAction } from './use-confirmed-action';
import { useLiveList } from './use-live-list';

const queryKey = ['suppressions'];

/**
 * Suppressions (issue 18, admins): the addresses the product stopped mailing because SES reported a
 * permanent bounce or a complaint (decision 0018), newest first; an admin may lift one, after which
 * the product mails the address again.
 */
export function SuppressionsPage() {
  const { api } = useApp();
  const list = useLiveList(queryKey, (cursor) => api('listSuppressions', { query: cursor ? { cursor } : {} }));
  const rows = list.data?.pages.flatMap((page) => page.suppressions) ?? [];
  const lift = useConfirmedAction({
    queryKey,
    run: (row: SuppressionRow) => api('deleteSuppression', { params: { suppressionId: row.suppressionId } }),
    doneText: (row) => messages.dashboard.suppressionLifted(row.email),
  });

  return (
    <>
      <h2>Suppressed addresses</h2>
      <p className="muted">The product sends no e-mail to these addresses: they bounced for good or their owner marked a message as spam.</p>
      {lift.done && (
        <Alert variation="success" role="status" isDismissible onDismiss={lift.dismissDone} marginBottom="1rem">
          {lift.done}
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
        <ScrollTable label="Suppressed addresses, newest first">
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
                    <Button size="small" onClick={() => lift.choose(row)} aria-label={`Mail ${row.email} again`}>
                      Mail again
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      <ListMore list={list} />
      <ConfirmDialog
        confirmed={lift}
        title="Mail this address again?"
        confirmLabel="Mail again"
        busyLabel="Saving…"
        failure={messages.dashboard.staffUpdateFailure}
      >
        <p>
          {lift.chosen?.email} will get the product&apos;s e-mails again. Do this only when you know the address works now: another bounce or
          complaint harms the product&apos;s sending reputation.
        </p>
      </ConfirmDialog>
    </>
  );
}
