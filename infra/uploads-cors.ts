/**
 * CORS of the uploads bucket, the same in AWS (infra/constructs/private-bucket.ts) and in the
 * embedded stack (infra/local/bootstrap.ts). The browser only POSTs presigned forms (FormData:
 * multipart/form-data, a CORS-safelisted header, so no preflight and no allowed headers) and reads
 * the answer's status. Presigned GET links open in <img> or a new tab, which need no CORS.
 */
export const uploadsCors = {
  allowedMethods: ['POST'],
  maxAgeSeconds: 3000,
} as const;
