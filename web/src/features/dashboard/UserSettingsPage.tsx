import { Alert, Button, Loader, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserRow } from '#shared/api/user-accounts.ts';
import { specialityLabel } from '#shared/constants/specialities.ts';
import { stateName } from '#shared/constants/states.ts';
import { displayName, formatDateTime } from '#shared/format.ts';
import * as messages from '#shared/messages.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { ConfirmDialog } from './ConfirmDialog';
import { ListMore } from './ListMore';
import { ScrollTable } from './ScrollTable';
import { useConfirmedAction } from './use-confirmed-action';
import { useLiveList } from './use-live-list';

const queryKey = ['users'];

/**
 * User Settings (spec §2, admins): physicians, newest joiner first, live, a page at a time as the
 * admin scrolls; Delete asks first, then the API removes everything of the user
 * (functions/services/account-deletion.ts, the path of DELETE /me).
 */
export function UserSettingsPage() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const list = useLiveList(queryKey, (cursor) => api('listUsers', { query: cursor ? { cursor } : {} }));
  const users = list.data?.pages.flatMap((page) => page.users) ?? [];
  const remove = useConfirmedAction({
    queryKey,
    run: (user: UserRow) => api('deleteUser', { params: { userId: user.userId } }),
    doneText: (user) => messages.dashboard.userDeleted(displayName(user)),
    onDone: (user) =>
      queryClient.setQueryData<typeof list.data>(queryKey, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, users: page.users.filter((row) => row.userId !== user.userId) })) } : data,
      ),
  });

  return (
    <>
      <h2>User Settings</h2>
      {remove.done && (
        <Alert variation="success" role="status" isDismissible onDismiss={remove.dismissDone} marginBottom="1rem">
          {remove.done}
        </Alert>
      )}
      {list.isPending && <Loader variation="linear" ariaLabel="Loading users" />}
      {list.isError && (
        <Alert variation="error" role="alert">
          {messages.dashboard.fetchUsersFailure(list.error.message)}
        </Alert>
      )}
      {list.isSuccess && (
        <ScrollTable label="Users, newest joiner first">
          <Table caption="Users, newest joiner first" highlightOnHover size="small" className="user-table">
            <TableHead>
              <TableRow>
                <TableCell as="th">UserName</TableCell>
                <TableCell as="th">E-mail</TableCell>
                <TableCell as="th">Resident/Fellow</TableCell>
                <TableCell as="th">State of Practice</TableCell>
                <TableCell as="th">Years of Practice</TableCell>
                <TableCell as="th">Speciality</TableCell>
                <TableCell as="th">Date of Joining</TableCell>
                <TableCell as="th">Chapters Explored</TableCell>
                <TableCell as="th">
                  <span className="visually-hidden">Delete</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((user) => (
                <TableRow key={user.userId} data-testid={`user-row-${user.email}`}>
                  <TableCell className="cell-wrap">{displayName(user)}</TableCell>
                  <TableCell className="cell-wrap">{user.email}</TableCell>
                  <TableCell>{user.resident === undefined ? '' : user.resident ? 'Yes' : 'No'}</TableCell>
                  <TableCell>{user.practiceState ? (stateName(user.practiceState) ?? user.practiceState) : ''}</TableCell>
                  <TableCell>{user.years ?? 'N/A'}</TableCell>
                  <TableCell className="cell-wrap-short">{user.speciality ? (specialityLabel(user.speciality) ?? user.speciality) : ''}</TableCell>
                  <TableCell className="cell-wrap-short">{formatDateTime(user.joiningDate)}</TableCell>
                  <TableCell data-testid="chapters-explored">{user.chaptersExplored}</TableCell>
                  <TableCell>
                    <Button size="small" variation="destructive" aria-label={`Delete ${displayName(user)}`} onClick={() => remove.choose(user)}>
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {users.length === 0 && <p className="muted table-empty">No users yet.</p>}
        </ScrollTable>
      )}
      <ListMore list={list} />
      <ConfirmDialog
        confirmed={remove}
        title="Delete user"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        failure={messages.dashboard.deleteUserFailure}
      >
        <p>{messages.dashboard.confirmDeleteUser}</p>
        {remove.chosen && (
          <p>
            <strong>{displayName(remove.chosen)}</strong> ({remove.chosen.email}): their profile, requests, files and sign-in.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
