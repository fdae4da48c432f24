import { compensationConsultBodySchema } from '#shared/forms/requests.ts';
import { submittedRequestSchema } from '../requests';
import { requestSubmitCompute, requestSubmitNeeds } from '../route-schemas';
import { defineRoute } from '../route-definition';

export const submitCompensationConsult = defineRoute('submitCompensationConsult', {
  method: 'POST',
  path: '/me/requests/compensationConsult',
  area: 'requests',
  access: 'physician',
  summary:
    'Checks the staged offer letter (a real PDF of at most 20 MB), keeps it at requests/<caller>/compensationConsult/<timestamp>.pdf, writes the request and e-mails its receipt.',
  body: compensationConsultBodySchema,
  response: submittedRequestSchema,
  successStatus: 201,
  metric: 'CompensationConsultsSubmitted',
  needs: requestSubmitNeeds,
  // Parsing a 20 MB PDF whole: one vCPU, and time to spare under API Gateway's 30 s.
  compute: requestSubmitCompute,
  // The staged PDF is parsed whole (pdf-lib) before it is kept.
  parsesPdf: 'check',
});
