import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './Field';

/** First and last name, as every form that asks for a person's name asks them (signup, profile, contract review). */
export function NameFields({
  firstName,
  lastName,
  errors,
}: {
  readonly firstName: UseFormRegisterReturn;
  readonly lastName: UseFormRegisterReturn;
  /** The form's errors (react-hook-form's `formState.errors`); only the two names are read. */
  readonly errors: { readonly firstName?: { readonly message?: string | undefined }; readonly lastName?: { readonly message?: string | undefined } };
}) {
  return (
    <>
      <Field label="First Name" required error={errors.firstName?.message}>
        <input autoComplete="given-name" {...firstName} />
      </Field>
      <Field label="Last Name" required error={errors.lastName?.message}>
        <input autoComplete="family-name" {...lastName} />
      </Field>
    </>
  );
}
