import * as z from 'zod/mini';
import '../zod-locale';
import { offerNameSchema } from '../api/offers';

/**
 * The Compare offers screen's "Add an offer" (issue 30): the name, with the API's own schema, and
 * whether it starts from its PDF (checked by the server as a request's is) or empty.
 */
export const addOfferFormSchema = /* @__PURE__ */ (() => z.object({ name: offerNameSchema, from: z.enum(['pdf', 'empty']) }))();
export type AddOfferInput = z.input<typeof addOfferFormSchema>;
