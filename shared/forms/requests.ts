import * as z from 'zod/mini';
import '../zod-locale';
import { practiceTypeValues } from '../constants/practice-types';
import { specialityValues } from '../constants/specialities';
import { stateCodes } from '../constants/states';
import { emailSchema } from './password';
import { personNameSchema } from './person-name';
import { usPhoneSchema } from './phone';
import { checkYearsOfPractice, runWhateverElseFailed } from './signup';
import { requestFileNameSchema, uploadKeySchema } from './uploaded-file';

/**
 * The compensation consultation and contract review forms (spec §5). The web forms and the API
 * validate with these same schemas; the API's bodies add the staged upload's key (requestBody).
 * The PDF itself is checked apart: by the picker in the browser, by its bytes on the server.
 */

/** Longest free text (the consultation's notes, the review's comments). */
export const maxRequestNoteLength = 2000;

const note = (label: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(maxRequestNoteLength, `${label} must be at most ${maxRequestNoteLength} characters.`)));

const practiceFields = {
  practiceType: z.enum(practiceTypeValues, { error: 'Select the type of practice.' }),
  resident: z.boolean({ error: 'Answer whether you are a resident or fellow.' }),
  /** Enabled and required only when resident is No; dropped when Yes. */
  years: z.optional(z.string()),
  speciality: z.enum(specialityValues, { error: 'Select your speciality.' }),
  terms: z.literal(true, { error: 'You must accept the terms and conditions.' }),
};

export const compensationConsultShape = {
  /** A US number as people type it, kept as its 10 digits (./phone.ts). */
  phone: usPhoneSchema,
  practiceState: z.enum(stateCodes, { error: 'Select your state of practice.' }),
  ...practiceFields,
  otherData: note('Notes'),
};

export const contractReviewShape = {
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema,
  phone: usPhoneSchema,
  ...practiceFields,
  comments: note('Comments'),
};

/** A form's schema: its fields, the years rule whatever else failed, years dropped for residents. */
function requestSchema<Shape extends typeof compensationConsultShape | typeof contractReviewShape | Record<string, z.ZodMiniType>>(shape: Shape) {
  const fields = z.strictObject(shape).check(z.superRefine(checkYearsOfPractice, runWhateverElseFailed));
  return z.pipe(
    fields,
    z.transform((value: z.output<typeof fields>) => {
      const { years, ...rest } = value as { years?: string; resident: boolean };
      return { ...rest, ...(rest.resident ? {} : { years: years?.trim() }) } as unknown as Omit<z.output<typeof fields>, 'years'> & {
        years?: string;
      };
    }),
  );
}

export const compensationConsultSchema = requestSchema(compensationConsultShape);
export const contractReviewSchema = requestSchema(contractReviewShape);

export type CompensationConsultInput = z.input<typeof compensationConsultSchema>;
export type CompensationConsultForm = z.output<typeof compensationConsultSchema>;
export type ContractReviewInput = z.input<typeof contractReviewSchema>;
export type ContractReviewForm = z.output<typeof contractReviewSchema>;

export { maxFileNameLength, requestFileNameSchema, uploadKeySchema } from './uploaded-file';

/** What the API's submit routes accept: the form's fields, the staged PDF's key and its file's name. */
const uploadShape = { key: uploadKeySchema, fileName: z.optional(requestFileNameSchema) };
export const compensationConsultBodySchema = requestSchema({ ...compensationConsultShape, ...uploadShape });
export const contractReviewBodySchema = requestSchema({ ...contractReviewShape, ...uploadShape });
