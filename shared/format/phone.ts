import { formatUsPhone, usPhoneDigits } from '../forms/phone';

/**
 * A US phone number as people read it: "5155550142" -> "(515) 555-0142" (issue 37). The forms take
 * at most 10 digits (spec §5) and keep what was typed, so a number that is not ten digits (after
 * dropping a leading country code 1 and any punctuation) is shown as it was given, never guessed at.
 */
export function formatPhone(phone: string | null | undefined): string {
  const given = (phone ?? '').trim();
  // The request forms' own reading of a typed number (forms/phone.ts), so the desk shows what the form kept.
  const digits = usPhoneDigits(given);
  return /^\d{10}$/.test(digits) ? formatUsPhone(digits) : given;
}

/** The digits to dial (a tel: link), or undefined when the number is not a whole US number. */
export function phoneHref(phone: string | null | undefined): string | undefined {
  const formatted = formatPhone(phone);
  return /^\(\d{3}\) \d{3}-\d{4}$/.test(formatted) ? `tel:+1${formatted.replace(/\D/g, '')}` : undefined;
}
