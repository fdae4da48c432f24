import '#shared/zod-locale.ts';
import { deliveredFeedbackSchema, feedbackBodySchema, staffRequestParamsSchema } from '../staff-requests';
import { requestSubmitCompute } from '../route-schemas';
import { defineRoute } from '../route-definition';

export const submitFeedback = defineRoute('submitFeedback', {
  method: 'POST',
  path: '/dashboard/requests/{type}/{userId}/{requestId}/feedback',
  area: 'dashboard',
  access: 'staff',
  summary:
    "Checks the staged review PDF, keeps it at staff/<caller>/feedbacks/<the request's file>, marks the request reviewed and writes the caller's feedback entry in one transaction, and e-mails the physician; 409 when already reviewed.",
  params: staffRequestParamsSchema,
  body: feedbackBodySchema,
  response: deliveredFeedbackSchema,
  metric: 'ReviewsDelivered',
  needs: {
    // The request (physician's partition), the caller's feedback entry (caller's partition), the counter.
    table: { access: 'write', partitions: ['USER', 'COUNTER'] },
    uploads: [
      { prefix: 'staging/feedbacks/', uses: ['read', 'delete'] },
      { prefix: 'staff/', uses: ['read', 'write', 'delete'] },
    ],
    email: true,
  },
  // Parsing a 20 MB PDF whole, as the request submissions do.
  compute: requestSubmitCompute,
  // The staged PDF is parsed whole (pdf-lib) before it is kept.
  parsesPdf: 'check',
});
