import { listSuppressions } from '#shared/api/routes/list-suppressions.ts';
import { staffRoute } from '../http/staff-route';
import { readSuppressions } from '../services/suppressions';

export const handler = staffRoute(listSuppressions, async ({ query }) => readSuppressions(query.cursor));
