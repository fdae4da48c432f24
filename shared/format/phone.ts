/**
 * A US phone number as people read it: "5155550142" -> "(515) 555-0142" (issue 37). The forms take
 * at most 10 digits (spec §5) and keep what was typed, so a number that is not ten digits (after
 * dropping a leading country code 1 and any punctuation) is shown as it was given, never guessed at.
 */
export function formatPhone(phone: string | null | undefined): string {
  const given = (phone ?? '').trim();
  const digits = given.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // Only punctuation besides the digits: anything else (an extension, letters) is left as typed.
  if (national.length !== 10 || /[^\d\s().+-]/.test(given)) return given;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** The digits to dial (a tel: link), or undefined when the number is not a whole US number. */
export function phoneHref(phone: string | null | undefined): string | undefined {
  const formatted = formatPhone(phone);
  return /^\(\d{3}\) \d{3}-\d{4}$/.test(formatted) ? `tel:+1${formatted.replace(/\D/g, '')}` : undefined;
}
