import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { staffSignupSchema, type StaffSignup, type StaffSignupInput } from '../../../../shared/forms/signup';
import { messages } from '../../../../shared/messages';
import { applyApiError } from '../../lib/api/form-errors';
import { useApp } from '../../lib/app-context';
import { AuthPage } from './AuthPage';
import { Field } from '../../components/Field';
import { NewPasswordFields } from './NewPasswordFields';

const fieldNames = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/** "Create New Staff Account" (spec §2): five required fields; the account waits for an admin's approval. */
export function StaffSignupPage() {
  const { api } = useApp();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffSignupInput, unknown, StaffSignup>({
    resolver: zodResolver(staffSignupSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await api('signUpStaff', { body: values });
      navigate('/login', { state: { signupSuccess: true } });
    } catch (error) {
      setFailure(applyApiError(error, setError, fieldNames));
    }
  });

  return (
    <AuthPage title={messages.signup.staffTitle} failure={failure}>
      <form onSubmit={onSubmit} noValidate className="form" aria-label={messages.signup.staffTitle}>
        <Field label="First Name" required error={errors.firstName?.message}>
          <input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label="Last Name" required error={errors.lastName?.message}>
          <input autoComplete="family-name" {...register('lastName')} />
        </Field>
        <Field label="E-mail" required error={errors.email?.message}>
          <input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <NewPasswordFields
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        />
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? 'Signing up…' : messages.signup.signUp}
        </button>
      </form>
      <p className="auth-links">
        <Link to="/login">{messages.signup.loginLink}</Link>
      </p>
    </AuthPage>
  );
}
