import { Link, useNavigate } from 'react-router';
import { staffSignupSchema } from '#shared/forms/signup.ts';
import * as messages from '#shared/messages.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { AuthPage } from './AuthPage';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';
import { NameFields } from '#web/components/NameFields.tsx';
import { NewPasswordFields } from './NewPasswordFields';

const fieldNames = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/** "Create New Staff Account" (spec §2): five required fields; the account waits for an admin's approval. */
export function StaffSignupPage() {
  const { api } = useApp();
  const navigate = useNavigate();
  const {
    register,
    formState: { errors },
    onSubmit,
    failure,
    submitting,
  } = useApiForm({
    schema: staffSignupSchema,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    fields: fieldNames,
    submit: (values) => api('signUpStaff', { body: values }),
    onSuccess: ({ verificationEmail }) => {
      // The login page says what comes next for staff: verify, set up two-step sign-in, wait for an admin.
      navigate('/login', { state: { signupSuccess: true, verificationEmail, staffSignup: true } });
    },
  });

  return (
    <AuthPage title={messages.signup.staffTitle} failure={failure}>
      <form onSubmit={onSubmit} noValidate className="form" aria-label={messages.signup.staffTitle}>
        <NameFields firstName={register('firstName')} lastName={register('lastName')} errors={errors} />
        <Field label="E-mail" required error={errors.email?.message}>
          <input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <NewPasswordFields
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        />
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
