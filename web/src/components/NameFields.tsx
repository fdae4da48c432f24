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
  readonly errors: { readonly firstName?: string | undefined; readonly lastName?: string | undefined };
}) {
  return (
    <>
      <Field label="First Name" required error={errors.firstName}>
        <input autoComplete="given-name" {...firstName} />
      </Field>
      <Field label="Last Name" required error={errors.lastName}>
        <input autoComplete="family-name" {...lastName} />
      </Field>
    </>
  );
}
