import type { RouteObject } from 'react-router';
import { RequireAccess } from '#web/components/RequireAccess.tsx';
import { placeholder } from '#web/lib/lazy-route.tsx';

/** The request forms: physicians only (spec §2, §6). */
export const requestsRoutes: RouteObject[] = [
  {
    element: <RequireAccess level="physician" />,
    children: [
      { path: '/compensation', ...placeholder('Compensation consultation') },
      { path: '/contract', ...placeholder('Contract review') },
    ],
  },
];

/** The profile's lists of one's own requests: physicians only. */
export const requestsProfileRoutes: RouteObject[] = [
  {
    element: <RequireAccess level="physician" />,
    children: [
      { path: 'contractReviewList', ...placeholder('Contract Reviews') },
      { path: 'compensationConsultList', ...placeholder('Compensation Consultations') },
    ],
  },
];
