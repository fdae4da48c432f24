import { Alert, Badge, Button, Loader, SelectField, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { RequestFilter } from '#shared/api/staff-requests.ts';
import { requestStatusLabels, requestTypeInfo, type RequestType } from '#shared/constants/request-types.ts';
import { displayName, formatDateTime, formatStatusWord } from '#shared/format.ts';
import * as messages from '#shared/messages.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { ListMore } from './ListMore';
import { ScrollTable } from './ScrollTable';
import { dashboardCacheMs, deskPathOf, requestListKey } from './request-queries';

const filterLabels: Record<RequestFilter, string> = { all: 'All', reviewed: 'Reviewed', 'non-reviewed': 'Non-Reviewed' };
const isFilter = (value: string | null): value is RequestFilter => value !== null && value in filterLabels;

/** Where the table was scrolled when a request was opened, by table and filter, for Back (issue 29). */
const scrollKey = (path: string, filter: RequestFilter) => `dashboard-scroll:${path}:${filter}`;

/**
 * The Compensation Consultation and Contract Review tables (spec §2): newest upload first, a page at
 * a time from the API (more load as the last row comes into view), "Showing N results" from the
 * API's counter, View Details on each row, which opens the request's own screen, the review desk
 * (issue 29). The filter is in the address, and Back from the desk returns to the same rows at the
 * same place.
 */
export function RequestTablePage({ type }: { readonly type: RequestType }) {
  const { api } = useApp();
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const asked = search.get('filter');
  const filter: RequestFilter = isFilter(asked) ? asked : 'all';
  const setFilter = (next: RequestFilter) => setSearch(next === 'all' ? {} : { filter: next }, { replace: true });
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

  // Back from a request: the rows are still in the cache, so the table is where it was at once.
  useLayoutEffect(() => {
    if (!list.isSuccess) return;
    const key = scrollKey(pathname, filter);
    const saved = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    if (navigationType === 'POP' && saved !== null) window.scrollTo(0, Number(saved));
    // Once, when the rows are first there.
  }, [list.isSuccess]);

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
          {/* A phone shows every column by scrolling sideways under a cue, never cut off (issue 29). */}
          <ScrollTable label={`${info.title} requests`}>
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
                      <Link
                        to={deskPathOf(row)}
                        state={{ fromTable: true }}
                        className="request-table__open"
                        onClick={() => sessionStorage.setItem(scrollKey(pathname, filter), String(window.scrollY))}
                        aria-label={`View Details of ${displayName(row)}, ${formatDateTime(row.timeStamp)}`}
                      >
                        View Details
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
          {rows.length === 0 && <p className="empty-list">{messages.dashboard.noRequests}</p>}
          <ListMore list={list} />
          <p className="request-table__total" role="status">
            {messages.dashboard.showingResults(total)}
          </p>
        </>
      )}
    </>
  );
}
