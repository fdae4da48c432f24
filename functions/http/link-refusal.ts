import { errorCodes } from '#shared/api/errors.ts';
import { HttpError } from './errors';

interface RefusalTexts {
  readonly expired: string;
  readonly used: string;
  readonly invalid: string;
}

/** Why a single-use link did nothing, as the API answers it: 410 when it was real but is spent, 404 when it never was. */
export function linkRefusal(outcome: 'expired' | 'used' | 'unknown', texts: RefusalTexts): HttpError {
  if (outcome === 'expired') return new HttpError(410, errorCodes.linkExpired, texts.expired);
  if (outcome === 'used') return new HttpError(410, errorCodes.linkUsed, texts.used);
  return new HttpError(404, errorCodes.linkInvalid, texts.invalid);
}
