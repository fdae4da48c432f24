import * as z from 'zod/mini';
import '../zod-locale';
import { requestStatuses, requestTypes } from '../constants/request-types';
import type { TermOutcome } from '../contract-terms/review';
import { termKeys } from '../contract-terms/terms';

/*
 * Each schema is built in a call marked pure, so that esbuild leaves out of a function's bundle the
 * schemas it does not use (esbuild cannot see that zod's builders have no side effects): a handler
 * builds only its own route's schemas at cold start.
 */

export const requestTypeSchema = /* @__PURE__ */ (() => z.enum(requestTypes, { error: 'Unknown request type.' }))();

/** A request id: its submission time in epoch ms, unique among the owner's requests of a type. */
export const requestIdSchema = /* @__PURE__ */ (() => z.string().check(z.regex(/^\d{1,15}$/, 'Unknown request.')))();

/** When each step of a request happened (epoch ms): Submitted → In review → Reviewed. */
export const requestTimelineSchema = /* @__PURE__ */ (() =>
  z.object({
    submittedAt: z.number(),
    inReviewAt: z.optional(z.number()),
    reviewedAt: z.optional(z.number()),
  }))();

/** One of the caller's own requests, as the profile lists show it (no storage keys). */
export const myRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    requestId: requestIdSchema,
    type: requestTypeSchema,
    timeStamp: z.number(),
    /** The consultation's notes or the review's comments (spec §2: "the extra note text"). */
    note: z.optional(z.string()),
    status: z.enum(requestStatuses),
    timeline: requestTimelineSchema,
    reviewed: z.boolean(),
    /** Whether the staff's review PDF is there to open (issue 15 delivers it). */
    hasReview: z.boolean(),
    pages: z.number(),
    /** The uploaded file's own name, when the request was sent with it (issue 29). */
    fileName: z.optional(z.string()),
    /** What the form said of the practice, so the next request's form starts from it (issue 29). */
    phone: z.string(),
    practiceType: z.string(),
    /** The consultation's state of practice. */
    practiceState: z.optional(z.string()),
    /** Who from the staff opened the PDF, and when (names only, newest first). */
    openedBy: z.array(z.object({ staffName: z.string(), at: z.number() })),
  }))();
export type MyRequest = z.infer<typeof myRequestSchema>;

/** A short-lived link to open a file in a new tab. */
export const fileLinkSchema = /* @__PURE__ */ (() => z.object({ url: z.string() }))();

/** The new request after its PDF passed the server's check. */
export const submittedRequestSchema = myRequestSchema;

/** One finding of the contract reader (issue 17), as the physician's page shows it. */
export const termFindingSchema = /* @__PURE__ */ (() =>
  z.object({
    term: z.enum(termKeys),
    value: z.union([z.number(), z.boolean(), z.string()]),
    page: z.number(),
    quote: z.string(),
    section: z.optional(z.string()),
    confidence: z.number(),
    /** Read by OCR from a scan: staff check it against the page. */
    fromScan: z.optional(z.literal(true)),
  }))();

/** How our reviewer settled a term (review.ts's outcomes, named here so the schema does not pull the desk's rules in). */
const settledOutcomes = ['confirmed', 'corrected', 'notInContract', 'added'] as const satisfies readonly TermOutcome[];

/**
 * One term as our reviewer settled it, on the physician's own page (issue 37): a correction shows
 * the reading it replaced, a term marked not in the contract says so, each with the reviewer's note.
 */
export const settledTermSchema = /* @__PURE__ */ (() =>
  z.object({
    term: z.enum(termKeys),
    outcome: z.enum(settledOutcomes),
    /** What the automatic reading had (absent for a term it missed). */
    readerValue: z.optional(z.union([z.number(), z.boolean(), z.string()])),
    /** The reviewer's note on this term. */
    note: z.optional(z.string()),
  }))();
export type SettledTermView = z.infer<typeof settledTermSchema>;

/**
 * What the reader found in a request's PDF: `pending` until it has read it (seconds after the
 * upload), `scan` when the PDF has no text layer (read by OCR: its findings are marked), `read`
 * with the findings.
 */
export const requestTermsSchema = /* @__PURE__ */ (() =>
  z.object({
    state: z.enum(['pending', 'read', 'scan']),
    pages: z.optional(z.number()),
    /** A scan: how many of its pages OCR read (from the first), and whether that is fewer than it has. */
    scan: z.optional(z.object({ pagesRead: z.number(), limited: z.boolean() })),
    /** A text PDF read only in part (its first pagesRead pages: the page limit or the job's time). */
    text: z.optional(z.object({ pagesRead: z.number(), limited: z.literal(true) })),
    terms: z.array(termFindingSchema),
    /** false: an automatic reading; true: the terms staff settled with their review ("confirmed by our reviewer"). */
    confirmed: z.boolean(),
    /** Confirmed, on the owner's own route only: how each term was settled (corrected, not in the contract…) and the reviewer's notes. */
    settled: z.optional(z.array(settledTermSchema)),
  }))();
export type RequestTerms = z.infer<typeof requestTermsSchema>;
