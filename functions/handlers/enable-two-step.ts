import { enableTwoStep } from '#shared/api/routes/enable-two-step.ts';
import { route } from '../http/route';
import { enableTwoStep as enable } from '../services/two-step';

export const handler = route(enableTwoStep, async ({ record }) => {
  await enable(record.account);
  return { enabled: true as const };
});
