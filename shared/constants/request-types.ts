/**
 * The two services a physician asks for (spec §1, §3): each is a PDF and a form, answered by staff
 * with a PDF review. The stored values name the keys: `requests/<userId>/<type>/<timestamp>.pdf`.
 */
export const requestTypes = ['compensationConsult', 'contractReview'] as const;
export type RequestType = (typeof requestTypes)[number];

/**
 * Where a request stands: submitted, in review once staff first open it, reviewed once the
 * review PDF is delivered (spec §4: reviewed is true and reviewLink is set).
 */
export const requestStatuses = ['submitted', 'inReview', 'reviewed'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  submitted: 'Submitted',
  inReview: 'In review',
  reviewed: 'Reviewed',
};

/** The PDF a request carries, as texts name it: an offer letter (consultation) or a contract (review). */
export type RequestDocument = 'offer letter' | 'contract';

/** Screens and texts of each type: the form, the profile list, and the words e-mails use. */
export const requestTypeInfo = {
  compensationConsult: {
    formPath: '/compensation',
    listPath: '/profile/compensationConsultList',
    title: 'Compensation Consultation',
    listTitle: 'Compensation Consultations',
    noun: 'compensation consultation',
    document: 'offer letter',
  },
  contractReview: {
    formPath: '/contract',
    listPath: '/profile/contractReviewList',
    title: 'Contract Review',
    listTitle: 'Contract Reviews',
    noun: 'contract review',
    document: 'contract',
  },
} as const satisfies Record<
  RequestType,
  { formPath: string; listPath: string; title: string; listTitle: string; noun: string; document: RequestDocument }
>;

/**
 * What the receipt e-mail promises (not in the spec; the business sets it): staff usually answer
 * within this many business days.
 */
export const typicalTurnaroundBusinessDays = 3;
