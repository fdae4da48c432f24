import { Alert, Badge, Button, Loader, SelectField, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RequestFilter, StaffRequestRow } from '#shared/api/staff-requests.ts';
import { requestStatusLabels, requestTypeInfo, type RequestType } from '#shared/constants/request-types.ts';
import { displayName, formatDateTime, formatStatusWord } from '#shared/format.ts';
import * as messages from '#shared/messages.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { ListMore } from './ListMore';
import { dashboardCacheMs, requestListKey } from './request-queries';
import { UserDetailsModal } from './UserDetailsModal';

const filterLabels: Record<RequestFilter, string> = { all: 'All', reviewed: 'Reviewed', 'non-reviewed': 'Non-Reviewed' };

/**
 * The Compensation Consultation and Contract Review tables (spec §2): newest upload first, a page at
 * a time from the API (more load as the last row comes into view), "Showing N results" from the
 * API's counter, View Details on each row.
 */
export function RequestTablePage({ type }: { readonly type: RequestType }) {
  const { api } = useApp();
  const [filter, setFilter] = useState<RequestFilter>('all');
  const [open, setOpen] = useState<StaffRequestRow>();
  const list = useInfiniteQuery({
    queryKey: requestListKey(type, filter),
    queryFn: ({ pageParam }) => api('listStaffRequests', { params: { type }, query: { filter, ...(pageParam ? { cursor: pageParam } : {}) } }),
    initialPageParam: '',
    getNextPageParam: (page) => page.cursor,
    staleTime: dashboardCacheMs,
    gcTime: dashboardCacheMs,
  });
  const rows = list.data?.pages.flatMap((page) => page.requests) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const info = requestTypeInfo[type];
  const placeColumn = type === 'compensationConsult' ? 'State of Practice' : 'Type of Practice';
  return (
    <>
      <h2>{info.title}</h2>
      <div className="request-table__controls">
        <SelectField label="Filter" value={filter} onChange={(event) => setFilter(event.target.value as RequestFilter)} size="small">
          {Object.entries(filterLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <Button
          size="small"
          onClick={() => void list.refetch()}
          isDisabled={list.isFetching}
          isLoading={list.isRefetching && !list.isFetchingNextPage}
          loadingText="Refreshing…"
        >
          Refresh
        </Button>
      </div>
      {list.isError && (
        <Alert variation="error" role="alert">
          {messages.dashboard.fetchUsersFailure(list.error.message)}
        </Alert>
      )}
      {list.isPending && <Loader variation="linear" ariaLabel="Loading requests" />}
      {list.isSuccess && (
        <>
          <div className="data-table-wrap">
            <Table caption={`${info.title} requests`} size="small" highlightOnHover className="request-table">
              <TableHead>
                <TableRow>
                  <TableCell as="th">Username</TableCell>
                  <TableCell as="th">Email</TableCell>
                  <TableCell as="th">{placeColumn}</TableCell>
                  <TableCell as="th">Speciality</TableCell>
                  <TableCell as="th">Date of Upload</TableCell>
                  <TableCell as="th">Status</TableCell>
                  <TableCell as="th">
                    <span className="visually-hidden">Details</span>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={`${row.userId}/${row.requestId}`} data-testid={`request-row-${row.email}`}>
                    <TableCell>{displayName(row)}</TableCell>
                    <TableCell className="data-table__email">{row.email}</TableCell>
                    <TableCell>{type === 'compensationConsult' ? (row.practiceState ?? '') : formatStatusWord(row.practiceType)}</TableCell>
                    <TableCell>{formatStatusWord(row.speciality)}</TableCell>
                    <TableCell>{formatDateTime(row.timeStamp)}</TableCell>
                    <TableCell>
                      <Badge size="small" variation={row.reviewed ? 'success' : row.status === 'inReview' ? 'info' : 'warning'}>
                        {requestStatusLabels[row.status]}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        variation="link"
                        onClick={() => setOpen(row)}
                        aria-label={`View Details of ${displayName(row)}, ${formatDateTime(row.timeStamp)}`}
                      >
                        View Details
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {rows.length === 0 && <p className="empty-list">{messages.dashboard.noRequests}</p>}
          <ListMore list={list} />
          <p className="request-table__total" role="status">
            {messages.dashboard.showingResults(total)}
          </p>
        </>
      )}
      {open && <UserDetailsModal row={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
