import * as z from 'zod/mini';
import '../zod-locale';

/*
 * The fields every route that keeps a staged PDF takes besides its own (request submissions,
 * issue 29; added offers, issue 30). A module of its own so that a route's bundle builds only these
 * two schemas, not the request forms' (./requests.ts re-exports them). Each schema is built in a call
 * marked pure, so that esbuild drops the one a bundle does not use.
 */

/** The staged upload a submission confirms (its prefix is checked on the server). */
export const uploadKeySchema = /* @__PURE__ */ (() => z.string().check(z.minLength(1, 'Upload the PDF first.'), z.maxLength(300)))();

/** Longest name of an uploaded file the product keeps (most file systems' own limit). */
export const maxFileNameLength = 255;

/**
 * The uploaded file's own name, as the physician's computer called it, shown on their request
 * (issue 29). Shown as text only; control characters and the invisible marks that reverse the
 * direction of text ("contract\u202Efdp.exe" reads as "contractexe.pdf") are refused.
 */
export const requestFileNameSchema = /* @__PURE__ */ (() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'File name is empty.'),
      z.maxLength(maxFileNameLength, `File name must be at most ${maxFileNameLength} characters.`),
      z.regex(/^[^\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/, 'File name may not hold control characters.'),
    ))();
