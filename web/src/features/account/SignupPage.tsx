import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { physicianSignupSchema } from '#shared/forms/signup.ts';
import * as messages from '#shared/messages.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { AuthPage } from './AuthPage';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';
import { NameFields } from '#web/components/NameFields.tsx';
import { NewPasswordFields } from './NewPasswordFields';
import { SpecialityOptions, StateOptions } from '#web/components/PracticeOptions.tsx';
import { TermsField } from '#web/components/TermsField.tsx';

const fieldNames = [
  'firstName',
  'lastName',
  'practiceState',
  'resident',
  'years',
  'speciality',
  'email',
  'password',
  'confirmPassword',
  'terms',
] as const;

/** Physician signup (spec §2 Signup, §5 rules): the API creates the account and e-mails a verification link. */
export function SignupPage() {
  const { api } = useApp();
  const navigate = useNavigate();
  const {
    register,
    control,
    watch,
    formState: { errors },
    onSubmit,
    failure,
    submitting,
  } = useApiForm({
    schema: physicianSignupSchema,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', years: '' },
    fields: fieldNames,
    submit: (values) => api('signUpPhysician', { body: values }),
    onSuccess: ({ verificationEmail }) => {
      navigate('/login', { state: { signupSuccess: true, verificationEmail } });
    },
  });
  // Years are enabled (and required) only once "No" is chosen.
  const yearsEnabled = watch('resident') === false;

  return (
    <AuthPage title={messages.signup.title} failure={failure} className="signup-page">
      <form onSubmit={onSubmit} noValidate className="form" aria-label="Physician signup">
        <NameFields firstName={register('firstName')} lastName={register('lastName')} errors={errors} />
        <Field label="State of Practice" required error={errors.practiceState?.message}>
          <select defaultValue="" {...register('practiceState')}>
            <StateOptions placeholderDisabled />
          </select>
        </Field>
        <Controller
          control={control}
          name="resident"
          render={({ field, fieldState }) => (
            <fieldset className="field radio-group" aria-describedby={fieldState.error ? 'resident-error' : undefined}>
              <legend>
                Are you a Resident or Fellow?{' '}
                <span className="hint field__required" aria-hidden="true">
                  (required)
                </span>
              </legend>
              <label className="checkbox">
                <input
                  type="radio"
                  name={field.name}
                  checked={field.value === true}
                  onChange={() => field.onChange(true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />{' '}
                Yes
              </label>
              <label className="checkbox">
                <input type="radio" name={field.name} checked={field.value === false} onChange={() => field.onChange(false)} onBlur={field.onBlur} />{' '}
                No
              </label>
              {fieldState.error && (
                <small id="resident-error" className="field-error" role="alert">
                  {fieldState.error.message}
                </small>
              )}
            </fieldset>
          )}
        />
        <Field label="Years of Practice" required={yearsEnabled} error={errors.years?.message}>
          <input inputMode="numeric" maxLength={2} {...register('years', { disabled: !yearsEnabled })} />
        </Field>
        <Field label="Speciality" required error={errors.speciality?.message}>
          <select defaultValue="" {...register('speciality')}>
            <SpecialityOptions placeholderDisabled />
          </select>
        </Field>
        <Field label="E-mail" required error={errors.email?.message}>
          <input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <NewPasswordFields
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        />
        <TermsField input={register('terms')} error={errors.terms?.message} text={messages.signup.terms} />
        <Button type="submit" block disabled={submitting}>
          {submitting ? 'Signing up…' : messages.signup.signUp}
        </Button>
      </form>
      <p className="auth-links">
        <Link to="/login">{messages.signup.loginLink}</Link>
      </p>
    </AuthPage>
  );
}
