import { listSuppressions } from '#shared/api/routes/list-suppressions.ts';
import { route } from '../http/route';
import { readSuppressions } from '../services/suppressions';

export const handler = route(listSuppressions, async ({ query }) => readSuppressions(query.cursor));
