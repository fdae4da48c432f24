import { saveComparison } from '#shared/api/routes/save-comparison.ts';
import { route } from '../http/route';
import { saveComparison as save } from '../services/comparison';

export const handler = route(saveComparison, async ({ principal, body }) => save(principal.userId, body));
