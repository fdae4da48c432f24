import { getMyRequestTerms } from '#shared/api/routes/get-my-request-terms.ts';
import { route } from '../http/route';
import { myRequestTerms } from '../services/request-terms';

export const handler = route(getMyRequestTerms, async ({ principal, params }) => myRequestTerms(principal.userId, params.type, params.requestId));
