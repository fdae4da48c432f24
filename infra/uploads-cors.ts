/**
 * CORS of the uploads bucket, the same in AWS (infra/constructs/private-bucket.ts) and in the
 * embedded stack (infra/local/bootstrap.ts). The browser POSTs presigned forms (FormData:
 * multipart/form-data, a CORS-safelisted header, so no preflight and no allowed headers) and reads
 * the answer's status; and the review desk (issue 29) reads a contract's bytes through its
 * presigned GET link to draw its pages with pdf.js (a simple GET, no preflight). Other presigned
 * GET links open in <img> or a new tab, which need no CORS.
 */
export const uploadsCors = {
  allowedMethods: ['GET', 'POST'],
  maxAgeSeconds: 3000,
} as const;
