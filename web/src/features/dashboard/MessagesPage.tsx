import { Alert, Badge, Button, Loader, SelectField, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContactMessageFilter, ContactMessageRow } from '#shared/api/contact-messages.ts';
import { formatDateTime } from '#shared/format.ts';
import * as messages from '#shared/messages.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { ListMore } from './ListMore';
import { useLiveList } from './use-live-list';

const listKey = ['contactMessages'];
const filterLabels: Record<ContactMessageFilter, string> = { all: 'All', unhandled: 'Unhandled' };

/**
 * Messages (issue 15, staff and admins): what visitors sent through the Contact page, newest first,
 * live, all or only the unhandled ones (a list of their own in the API, so every page is full);
 * each can be marked handled once (the API refuses a second time with 409, which the row shows by
 * reloading; under Unhandled the row leaves with the reload).
 */
export function MessagesPage() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ContactMessageFilter>('all');
  const queryKey = [...listKey, filter];
  const list = useLiveList(queryKey, (cursor) => api('listContactMessages', { query: { filter, ...(cursor ? { cursor } : {}) } }));
  const rows = list.data?.pages.flatMap((page) => page.messages) ?? [];
  const [failure, setFailure] = useState<string>();

  const markHandled = useMutation({
    mutationFn: (message: ContactMessageRow) => api('markContactMessageHandled', { params: { messageId: message.messageId } }),
    onMutate: () => setFailure(undefined),
    onSuccess: (handled) => {
      queryClient.setQueryData<typeof list.data>(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                messages: page.messages.map((row) => (row.messageId === handled.messageId ? handled : row)),
              })),
            }
          : data,
      );
    },
    onError: (error) => setFailure(error instanceof ApiError ? error.message : messages.dashboard.staffUpdateFailure(error.message)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  const unhandled = rows.filter((row) => row.handledAt === undefined).length;

  return (
    <>
      <h2>Messages</h2>
      <div className="request-table__controls">
        <SelectField label="Filter" value={filter} onChange={(event) => setFilter(event.target.value as ContactMessageFilter)} size="small">
          {Object.entries(filterLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      {list.isPending && <Loader variation="linear" ariaLabel="Loading messages" />}
      {list.isError && (
        <Alert variation="error" role="alert">
          {messages.dashboard.fetchMessagesFailure(list.error.message)}
        </Alert>
      )}
      {failure && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setFailure(undefined)} marginBottom="1rem">
          {failure}
        </Alert>
      )}
      {list.isSuccess && (
        <>
          <p className="muted" role="status">
            {rows.length === 0
              ? filter === 'unhandled'
                ? messages.dashboard.noUnhandledMessages
                : messages.dashboard.noMessages
              : unhandled === 0
                ? 'Every message shown is handled.'
                : filter === 'unhandled'
                  ? `${unhandled} ${unhandled === 1 ? 'message is' : 'messages are'} not handled yet.`
                  : `${unhandled} of the ${rows.length} messages shown ${unhandled === 1 ? 'is' : 'are'} not handled yet.`}
          </p>
          {rows.length > 0 && (
            <div className="dash-table-wrap">
              <Table caption="Messages from the Contact page, newest first" size="small" className="message-table">
                <TableHead>
                  <TableRow>
                    <TableCell as="th">Received</TableCell>
                    <TableCell as="th">From</TableCell>
                    <TableCell as="th">Message</TableCell>
                    <TableCell as="th">Status</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.messageId} data-testid={`message-${row.messageId}`}>
                      <TableCell>{formatDateTime(row.createdAt)}</TableCell>
                      <TableCell className="cell-wrap">
                        {row.name}
                        <br />
                        <a href={`mailto:${row.email}`}>{row.email}</a>
                      </TableCell>
                      <TableCell className="cell-message">{row.message}</TableCell>
                      <TableCell>
                        {row.handledAt !== undefined ? (
                          <>
                            <Badge variation="success" size="small">
                              Handled
                            </Badge>
                            <div className="settings-note">
                              {row.handledBy ? `by ${row.handledBy}, ` : ''}
                              {formatDateTime(row.handledAt)}
                            </div>
                          </>
                        ) : (
                          <>
                            <Badge variation="warning" size="small">
                              New
                            </Badge>
                            <Button
                              size="small"
                              marginTop="0.5rem"
                              display="block"
                              onClick={() => markHandled.mutate(row)}
                              isLoading={markHandled.isPending && markHandled.variables?.messageId === row.messageId}
                              loadingText="Saving…"
                              aria-label={`Mark the message from ${row.name} handled`}
                            >
                              Mark handled
                            </Button>
                          </>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </>
      )}
      <ListMore list={list} />
    </>
  );
}
