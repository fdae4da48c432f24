import '#shared/zod-locale.ts';
import { staffRequestParamsSchema, termDraftBodySchema, termDraftSchema } from '../staff-requests';
import { defineRoute } from '../route-definition';

export const saveTermDraft = defineRoute('saveTermDraft', {
  method: 'PUT',
  path: '/dashboard/requests/{type}/{userId}/{requestId}/draft',
  area: 'dashboard',
  access: 'staff',
  summary:
    "Keeps staff's decisions on a request's contract terms so far (issue 29), checked against the reader's findings, on the request until the review is delivered; 409 once reviewed.",
  params: staffRequestParamsSchema,
  body: termDraftBodySchema,
  response: termDraftSchema,
  // The request record in the physician's partition (read, then the draft written onto it).
  needs: { table: { access: 'write', partitions: ['USER'] } },
});
