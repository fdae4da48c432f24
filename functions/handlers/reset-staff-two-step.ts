import { resetStaffTwoStep } from '#shared/api/routes/reset-staff-two-step.ts';
import { staffRoute } from '../http/staff-route';
import { routeMetrics } from '../http/metrics';
import { resetStaffTwoStep as reset } from '../services/two-step-reset';

export const handler = staffRoute(
  resetStaffTwoStep,
  async ({ principal, record, params }) => {
    await reset({ userId: principal.userId, viewer: record!.account }, params.userId);
    return { reset: true as const };
  },
  routeMetrics,
);
