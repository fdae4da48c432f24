import type { RouteObject } from 'react-router';
import * as messages from '#shared/messages.ts';
import { RequireAccess } from '#web/components/RequireAccess.tsx';
import { lazyScreen } from '#web/lib/lazy-route.tsx';

/** The request forms: physicians only (spec §2, §6); staff are told where their side is. */
export const requestsRoutes: RouteObject[] = [
  {
    element: <RequireAccess level="physician" wrongRoleNotice={messages.requests.physiciansOnly} />,
    children: [
      {
        path: '/compensation',
        ...lazyScreen(
          () => import('./CompensationConsultPage'),
          (m) => m.CompensationConsultPage,
          { queries: true },
        ),
      },
      {
        path: '/contract',
        ...lazyScreen(
          () => import('./ContractReviewPage'),
          (m) => m.ContractReviewPage,
          { queries: true },
        ),
      },
    ],
  },
];

/** The profile's lists of one's own requests: physicians only. */
export const requestsProfileRoutes: RouteObject[] = [
  {
    element: <RequireAccess level="physician" wrongRoleNotice={messages.requests.physiciansOnly} />,
    children: [
      {
        path: 'contractReviewList',
        ...lazyScreen(
          () => import('./RequestListPage'),
          (m) =>
            function ContractReviewList() {
              return <m.RequestListPage type="contractReview" />;
            },
        ),
      },
      {
        path: 'compensationConsultList',
        ...lazyScreen(
          () => import('./RequestListPage'),
          (m) =>
            function CompensationConsultList() {
              return <m.RequestListPage type="compensationConsult" />;
            },
        ),
      },
    ],
  },
];
