import { Alert, Button, CheckboxField, Loader, SelectField, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffEdit, StaffMember, StaffRole } from '#shared/api/staff-accounts.ts';
import { displayName } from '#shared/format.ts';
import * as messages from '#shared/messages.ts';
import { useSession } from '#web/auth/session.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { ListMore } from './ListMore';
import { refreshEveryMs } from './use-live-list';
import { useStaffAwaitingApproval } from './use-staff-awaiting-approval';
import { ConfirmDialog } from './ConfirmDialog';
import { useConfirmedAction } from './use-confirmed-action';

/** The fields an admin changed on one row, and the row's role and approval when they first changed it. */
interface PendingEdit {
  role?: StaffRole;
  approved?: boolean;
  readonly shown: StaffEdit['shown'];
}
type Pending = ReadonlyMap<string, PendingEdit>;

/**
 * Settings (spec §2, §4): staff and admins with their role and approval. Edits are held here, the
 * table refreshing underneath without losing them, until Apply sends them all at once; the API
 * writes them in one transaction conditioned on what was shown (functions/services/staff-roles.ts).
 */
export function StaffSettingsPage() {
  const { api } = useApp();
  const { account } = useSession();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(new Map());
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const waiting = useStaffAwaitingApproval(true);
  // A member who lost their phone (issue 29): the API turns their TOTP off, ends their sessions and mails them.
  const resetTwoStep = useConfirmedAction({
    queryKey: ['staff'],
    run: (member: StaffMember) => api('resetStaffTwoStep', { params: { userId: member.userId } }),
    doneText: (member) => messages.dashboard.twoStepWasReset(displayName(member)),
  });

  const list = useInfiniteQuery({
    queryKey: ['staff'],
    queryFn: ({ pageParam }) => api('listStaff', { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (page) => page.cursor,
    refetchInterval: refreshEveryMs,
  });
  const staff = list.data?.pages.flatMap((page) => page.staff) ?? [];

  const apply = useMutation({
    mutationFn: (edits: StaffEdit[]) => api('applyStaffChanges', { body: { edits } }),
    // The edits are dropped only once the table shows what was written, so no row flashes back
    // to its old value in between (the mutation stays pending, and Apply disabled, until then).
    onSuccess: async ({ applied }) => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
      setPending(new Map());
      setNotice({ tone: 'success', text: messages.dashboard.applied(applied) });
    },
    onError: async (error) => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
      // A stale table: the edits were made against values that are gone, so they go too.
      if (error instanceof ApiError && error.status === 409) setPending(new Map());
      setNotice({ tone: 'error', text: messages.dashboard.staffUpdateFailure(error.message) });
    },
  });

  /** Holds an edit of one field, or forgets it when the field is back to what the admin saw. */
  const edit = (member: StaffMember, change: Partial<Pick<StaffMember, 'role' | 'approved'>>) => {
    setNotice(undefined);
    setPending((current) => {
      const before = current.get(member.userId);
      const shown = before?.shown ?? { role: member.role, approved: member.approved };
      const next: PendingEdit = { ...before, ...change, shown };
      if (next.role === shown.role) delete next.role;
      if (next.approved === shown.approved) delete next.approved;
      const map = new Map(current);
      if (next.role === undefined && next.approved === undefined) map.delete(member.userId);
      else map.set(member.userId, next);
      return map;
    });
  };

  /** What Apply sends: each pending field over the row as it is now, with what the admin saw. */
  const edits = (): StaffEdit[] =>
    [...pending].map(([userId, { role, approved, shown }]) => {
      const member = staff.find((row) => row.userId === userId);
      return { userId, role: role ?? member?.role ?? shown.role, approved: approved ?? member?.approved ?? shown.approved, shown };
    });

  return (
    <>
      <h2>Settings</h2>
      {waiting !== undefined && (
        <p className="settings-waiting" role="status" data-testid="awaiting-approval">
          {messages.dashboard.awaitingApproval(waiting)}
        </p>
      )}
      {resetTwoStep.done && (
        <Alert variation="success" role="status" isDismissible onDismiss={resetTwoStep.dismissDone} marginBottom="1rem">
          {resetTwoStep.done}
        </Alert>
      )}
      {list.isPending && <Loader variation="linear" ariaLabel="Loading staff accounts" />}
      {list.isError && (
        <Alert variation="error" role="alert">
          {messages.dashboard.fetchUsersFailure(list.error.message)}
        </Alert>
      )}
      {list.isSuccess && (
        <div className="data-table-wrap">
          <Table caption="Staff accounts" size="small" className="data-table staff-table">
            <TableHead>
              <TableRow>
                <TableCell as="th">User Name</TableCell>
                <TableCell as="th">E-mail</TableCell>
                <TableCell as="th">Role</TableCell>
                <TableCell as="th">Approved</TableCell>
                <TableCell as="th">Two-step sign-in</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {staff.map((member) => (
                <StaffRow
                  key={member.userId}
                  member={member}
                  pending={pending.get(member.userId)}
                  isSelf={member.userId === account?.userId}
                  onEdit={(change) => edit(member, change)}
                  onResetTwoStep={() => resetTwoStep.choose(member)}
                />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <ListMore list={list} />
      <div className="settings-actions">
        <Button variation="primary" onClick={() => apply.mutate(edits())} isDisabled={pending.size === 0 || apply.isPending}>
          Apply
        </Button>
        <span className="settings-note" role="status">
          {pending.size === 0 ? messages.dashboard.noPendingChanges : `${pending.size} pending ${pending.size === 1 ? 'change' : 'changes'}`}
        </span>
      </div>
      {notice && (
        <Alert variation={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      <ConfirmDialog
        confirmed={resetTwoStep}
        title={messages.dashboard.resetTwoStepTitle}
        confirmLabel={messages.dashboard.resetTwoStep}
        busyLabel="Resetting…"
        failure={messages.dashboard.resetTwoStepFailure}
      >
        {resetTwoStep.chosen && (
          <p>
            <strong>{displayName(resetTwoStep.chosen)}</strong> ({resetTwoStep.chosen.email})
          </p>
        )}
        <p>{messages.dashboard.confirmResetTwoStep}</p>
      </ConfirmDialog>
    </>
  );
}

function StaffRow({
  member,
  pending,
  isSelf,
  onEdit,
  onResetTwoStep,
}: {
  readonly member: StaffMember;
  readonly pending: PendingEdit | undefined;
  readonly isSelf: boolean;
  readonly onEdit: (change: Partial<Pick<StaffMember, 'role' | 'approved'>>) => void;
  readonly onResetTwoStep: () => void;
}) {
  const name = displayName(member);
  const role = pending?.role ?? member.role;
  const approved = pending?.approved ?? member.approved;
  // The API's rules, shown before Apply: no admin removes their own role or approval, and only
  // staff whose e-mail is verified and who set up two-step sign-in can be approved (approvalRefusal).
  const waitsFor = member.approved ? null : !member.emailVerified ? 'E-mail not verified' : !member.twoStep ? 'Two-step sign-in not set up' : null;
  const approvable = waitsFor === null;
  return (
    <TableRow className={pending ? 'is-pending' : undefined} data-testid={`staff-row-${member.email}`}>
      <TableCell data-label="User Name" className="staff-table__name">
        {name}
      </TableCell>
      <TableCell data-label="E-mail" className="data-table__email">
        {member.email}
      </TableCell>
      <TableCell data-label="Role">
        <SelectField
          label={`Role of ${name}`}
          labelHidden
          size="small"
          value={role}
          isDisabled={isSelf}
          onChange={(event) => onEdit({ role: event.target.value as StaffRole })}
        >
          <option value="staff">Staff</option>
          <option value="admin">Admin</option>
        </SelectField>
      </TableCell>
      <TableCell data-label="Approved">
        {/* A visible label, not a bare box (issue 29); the row's name completes it for assistive technology. */}
        <CheckboxField
          name="approved"
          value="yes"
          label={
            <>
              <span className="visually-hidden">{name} </span>
              <span>Approved</span>
            </>
          }
          checked={approved}
          isDisabled={isSelf || !approvable}
          onChange={(event) => onEdit({ approved: event.target.checked })}
        />
        {isSelf && <span className="settings-note"> (you)</span>}
        {waitsFor && <span className="settings-note"> {waitsFor}</span>}
        {!member.approved && approvable && <span className="settings-note settings-note--waiting"> Waits for approval</span>}
      </TableCell>
      <TableCell data-label="Two-step sign-in">
        <span className="two-step-state">{member.twoStep ? 'On' : 'Not set up'}</span>
        {/* Not one's own: an admin who can sign in keeps their authenticator (the API refuses it too). */}
        {member.twoStep && !isSelf && (
          <Button size="small" variation="warning" onClick={onResetTwoStep} aria-label={`${messages.dashboard.resetTwoStep}: ${name}`}>
            {messages.dashboard.resetTwoStep}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
