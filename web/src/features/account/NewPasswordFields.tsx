import type { UseFormRegisterReturn } from 'react-hook-form';
import * as messages from '#shared/messages.ts';
import { Field } from '#web/components/Field.tsx';

/** A new password under the policy (with its hint) and its confirmation, as every such form asks. */
export function NewPasswordFields({
  password,
  confirmPassword,
  errors,
  passwordLabel = 'Password',
}: {
  readonly password: UseFormRegisterReturn;
  readonly confirmPassword: UseFormRegisterReturn;
  readonly errors: { readonly password?: string | undefined; readonly confirmPassword?: string | undefined };
  readonly passwordLabel?: string;
}) {
  return (
    <>
      <Field label={passwordLabel} required error={errors.password} hint={messages.signup.passwordHint}>
        <input type="password" autoComplete="new-password" {...password} />
      </Field>
      <Field label="Confirm Password" required error={errors.confirmPassword}>
        <input type="password" autoComplete="new-password" {...confirmPassword} />
      </Field>
    </>
  );
}
