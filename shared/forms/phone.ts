import * as z from 'zod/mini';
import '../zod-locale';
import * as requestsMessages from '../messages/requests';

/**
 * A US phone number as people type it, kept as its 10 digits: "(614) 555-0142", "614-555-0142",
 * "614.555.0142", "+1 614 555 0142" and "16145550142" are all 6145550142. Only spaces, parentheses,
 * hyphens and periods may separate the digits, and a country code other than +1 is not a US number.
 */
export function usPhoneDigits(typed: string): string {
  const text = typed.trim();
  // Anything but digits and separators (letters, an extension) is left as typed, so it fails below.
  if (!/^\+?[\d\s().-]+$/.test(text) || (text.startsWith('+') && !/^\+\s*1/.test(text))) return text;
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Stored digits as people write them, "(614) 555-0142" (anything else as it is). */
export function formatUsPhone(digits: string): string {
  const parts = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : digits;
}

/** Ten digits, the area code not starting with 0 or 1 (the North American numbering plan). */
const usPhonePattern = /^[2-9]\d{9}$/;

/** Longest text the field takes: a number with its country code and every separator, with room to spare. */
export const phoneInputMaxLength = 25;

/** Runs a check only while the number has no issue yet (not `abort`, which would hide the form's cross-field messages). */
const whileValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/** Both request forms' phone (spec §5: required, 10 digits; "Please enter a valid phone number."). */
export const usPhoneSchema = /* @__PURE__ */ (() =>
  z
    .string()
    .check(
      z.overwrite(usPhoneDigits),
      z.minLength(1, 'Phone number is required.'),
      z.regex(usPhonePattern, { error: requestsMessages.invalidPhone, ...whileValid }),
    ))();
