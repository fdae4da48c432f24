import { contractReviewBodySchema } from '#shared/forms/requests.ts';
import { submittedRequestSchema } from '../requests';
import { requestSubmitCompute, requestSubmitNeeds } from '../route-schemas';
import { defineRoute } from '../route-definition';

export const submitContractReview = defineRoute('submitContractReview', {
  method: 'POST',
  path: '/me/requests/contractReview',
  area: 'requests',
  access: 'physician',
  summary:
    'Checks the staged contract (a real PDF of at most 20 MB), keeps it at requests/<caller>/contractReview/<timestamp>.pdf, writes the request and e-mails its receipt.',
  body: contractReviewBodySchema,
  response: submittedRequestSchema,
  successStatus: 201,
  metric: 'ContractReviewsSubmitted',
  needs: requestSubmitNeeds,
  // Parsing a 20 MB PDF whole: one vCPU, and time to spare under API Gateway's 30 s.
  compute: requestSubmitCompute,
  // The staged PDF is parsed whole (pdf-lib) before it is kept.
  parsesPdf: 'check',
});
