import * as z from 'zod/mini';
import '../zod-locale';
import { requestStatuses } from '../constants/request-types';
import { termDecisionsSchema } from '../contract-terms/review';
import { termFamilies } from '../contract-terms/terms';
import { requestIdSchema, requestTermsSchema, requestTypeSchema, termFindingSchema } from './requests';

/*
 * Each schema is built in a call marked pure, so that esbuild leaves out of a function's bundle the
 * schemas it does not use (esbuild cannot see that zod's builders have no side effects): a handler
 * builds only its own route's schemas at cold start.
 */

/** The dashboard tables' filter (spec §2, §9: all, reviewed, non-reviewed). */
export const requestFilters = ['all', 'reviewed', 'non-reviewed'] as const;
export type RequestFilter = (typeof requestFilters)[number];
export const requestFilterSchema = /* @__PURE__ */ (() => z.enum(requestFilters, { error: 'Filter must be all, reviewed or non-reviewed.' }))();

/** Where a page of a staff table continues (opaque to the browser, checked by the API). */
export const requestCursorSchema = /* @__PURE__ */ (() => z.string().check(z.regex(/^[A-Za-z0-9_-]{1,400}$/, 'Unknown cursor.')))();

/** A physician's user id in a dashboard path (Cognito's sub). */
export const userIdSchema = /* @__PURE__ */ (() => z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, 'Unknown user.')))();

/** One row of the Compensation Consultation or Contract Review table (spec §2). */
export const staffRequestRowSchema = /* @__PURE__ */ (() =>
  z.object({
    userId: z.string(),
    requestId: requestIdSchema,
    type: requestTypeSchema,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    practiceState: z.optional(z.string()),
    practiceType: z.string(),
    speciality: z.string(),
    /** Date of Upload (epoch ms). */
    timeStamp: z.number(),
    status: z.enum(requestStatuses),
    reviewed: z.boolean(),
  }))();
export type StaffRequestRow = z.infer<typeof staffRequestRowSchema>;

/** A page of a table, newest upload first, with the true total of the filter (counters, not loaded rows). */
export const staffRequestPageSchema = /* @__PURE__ */ (() =>
  z.object({
    requests: z.array(staffRequestRowSchema),
    total: z.number(),
    cursor: z.optional(z.string()),
  }))();
export type StaffRequestPage = z.infer<typeof staffRequestPageSchema>;

/** Which file of a request: the physician's upload or the staff's review. */
export const requestFileSchema = /* @__PURE__ */ (() => z.enum(['upload', 'review'], { error: 'File must be upload or review.' }))();

/** One staff download of a request's files: who (name), which file, when. */
export const requestAccessSchema = /* @__PURE__ */ (() => z.object({ staffName: z.string(), file: requestFileSchema, at: z.number() }))();
export type RequestAccess = z.infer<typeof requestAccessSchema>;

/**
 * Staff's decisions on a request's terms so far (issue 29), kept on the server as they are made:
 * who made the last change (a second reviewer sees someone is on it), when, and the decisions.
 */
export const termDraftSchema = /* @__PURE__ */ (() =>
  z.object({
    byName: z.string(),
    /** The caller made the last change. */
    byYou: z.boolean(),
    at: z.number(),
    terms: termDecisionsSchema,
  }))();
export type TermDraft = z.infer<typeof termDraftSchema>;

/** A draft to keep: the decisions made so far (every one checked as a review's are; not all there yet). */
export const termDraftBodySchema = /* @__PURE__ */ (() => z.strictObject({ terms: termDecisionsSchema }))();

/** How the reader found a finding (issue 38): its family and rule (ids) and the vocabulary entry that matched. */
export const findingTraceSchema = /* @__PURE__ */ (() =>
  z.object({ family: z.enum(termFamilies), rule: z.string(), matched: z.optional(z.string()) }))();

/**
 * The reader's findings as the desk shows them: each with how it was read, when the reader said
 * (older readings did not). The physician's routes answer with requestTermsSchema, which has no
 * trace, so theirs never carries one.
 */
export const deskTermsSchema = /* @__PURE__ */ (() =>
  z.object({
    ...requestTermsSchema.shape,
    terms: z.array(z.object({ ...termFindingSchema.shape, trace: z.optional(findingTraceSchema) })),
  }))();
export type DeskTerms = z.infer<typeof deskTermsSchema>;

/** A request on the review desk (spec §2's User Details, issue 29's desk). */
export const staffRequestDetailSchema = /* @__PURE__ */ (() =>
  z.object({
    ...staffRequestRowSchema.shape,
    phone: z.string(),
    resident: z.boolean(),
    years: z.optional(z.string()),
    /** The comments (review) or notes (consultation): the modal's Feedback line. */
    feedback: z.optional(z.string()),
    hasReview: z.boolean(),
    inReviewAt: z.optional(z.number()),
    reviewedAt: z.optional(z.number()),
    accesses: z.array(requestAccessSchema),
    /** The PDF's page count (the last page a term added by hand can name). */
    pages: z.number(),
    /** What the reader found (to settle before delivering), or what staff settled once reviewed (`confirmed`). */
    terms: deskTermsSchema,
    /** The decisions staff saved so far (until the review is delivered). */
    draft: z.optional(termDraftSchema),
    /** The caller has opened the physician's PDF (on the desk or through its link): the access log says so. */
    contractOpenedByYou: z.boolean(),
  }))();
export type StaffRequestDetail = z.infer<typeof staffRequestDetailSchema>;

/** A request in the dashboard's paths: its type, its owner and its id. */
export const staffRequestParamsSchema = /* @__PURE__ */ (() =>
  z.object({ type: requestTypeSchema, userId: userIdSchema, requestId: requestIdSchema }))();

/**
 * The staged feedback PDF to deliver (a key the feedback upload route gave this staff member), and
 * staff's decision on every term the reader found plus any they added (issue 17), kept with the review.
 */
export const feedbackBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    key: z.string().check(z.minLength(1, 'Upload the feedback PDF first.')),
    terms: z.optional(termDecisionsSchema),
  }))();
export const deliveredFeedbackSchema = /* @__PURE__ */ (() => z.object({ reviewedAt: z.number() }))();
