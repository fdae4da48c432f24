import { useQueryClient } from '@tanstack/react-query';
import { Controller, type Path } from 'react-hook-form';
import type { Account } from '#shared/api/account.ts';
import { physicianProfileSchema, staffProfileSchema, type PhysicianProfileForm } from '#shared/forms/profile.ts';
import * as messages from '#shared/messages.ts';
import { showsPracticeFields } from '#shared/permissions.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { useSession } from '#web/auth/session.tsx';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';
import { NameFields } from '#web/components/NameFields.tsx';
import { Notice } from '#web/components/Notice.tsx';
import { SpecialityOptions, StateOptions } from '#web/components/PracticeOptions.tsx';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ProfilePicture } from './ProfilePicture';

/** Edit Profile (spec §2): the shell only renders this once the account has loaded. */
export function EditProfilePage() {
  const { account } = useSession();
  if (!account) return null;
  return (
    <>
      <h1>{messages.common.editProfile}</h1>
      <ProfilePicture account={account} />
      {/* Keyed by the account so a saved profile resets the form to what the API stored. */}
      <EditProfileForm key={account.userId} account={account} />
      {/* Its own form: a new sign-in e-mail must be verified again through the link sent to it. */}
      <section className="profile-section" aria-labelledby="email-heading">
        <h2 id="email-heading">Email</h2>
        <ChangeEmailForm />
      </section>
    </>
  );
}

function defaultsFor(account: Account, physician: boolean) {
  const base = { firstName: account.firstName, lastName: account.lastName, bio: account.bio ?? '' };
  if (!physician) return base;
  return {
    ...base,
    practiceState: account.practiceState ?? '',
    resident: account.resident ?? false,
    years: account.resident ? '' : (account.years ?? ''),
    speciality: account.speciality ?? '',
  };
}

function EditProfileForm({ account }: { readonly account: Account }) {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const physician = showsPracticeFields(account);
  // Staff edit only the base fields; the same schemas run again on the server.
  const schema = (physician ? physicianProfileSchema : staffProfileSchema) as typeof physicianProfileSchema;
  const {
    register,
    control,
    setValue,
    watch,
    formState: { errors },
    onSubmit,
    flash,
    submitting,
  } = useApiForm({
    schema,
    defaultValues: defaultsFor(account, physician) as PhysicianProfileForm,
    submit: (values) => api('updateMe', { body: values }),
    onSuccess: (saved) => {
      // The picture link is not part of this answer; keep the one we have until the refetch.
      queryClient.setQueryData<Account>(['me'], (previous) => ({ ...saved, ...(previous?.pictureUrl ? { pictureUrl: previous.pictureUrl } : {}) }));
      return messages.profile.saved;
    },
    // Every field message goes on its field, and the sentence is shown as well.
    failure: (error, form) => {
      if (!(error instanceof ApiError)) return (error as Error).message;
      for (const [field, message] of Object.entries(error.fields)) form.setError(field as Path<PhysicianProfileForm>, { message });
      return error.status === 404 ? messages.profile.userNotFound : error.message;
    },
  });
  const resident = watch('resident');

  return (
    <form onSubmit={onSubmit} noValidate className="form" aria-label="Edit Profile">
      <div className="form-grid">
        <NameFields firstName={register('firstName')} lastName={register('lastName')} errors={errors} />
      </div>
      {physician && (
        <>
          <div className="form-grid">
            <Field label="State of Current Practice" required error={errors.practiceState?.message}>
              <select {...register('practiceState')}>
                <StateOptions />
              </select>
            </Field>
            <Field label="Area of Practice" required error={errors.speciality?.message}>
              <select {...register('speciality')}>
                <SpecialityOptions />
              </select>
            </Field>
          </div>
          <div className="form-grid">
            <Controller
              control={control}
              name="resident"
              render={({ field }) => (
                <fieldset className="radio-group">
                  <legend>
                    Resident or Fellow{' '}
                    <span className="hint field__required" aria-hidden="true">
                      (required)
                    </span>
                  </legend>
                  <div className="options">
                    {[
                      { label: 'Yes', value: true },
                      { label: 'No', value: false },
                    ].map((option) => (
                      <label key={option.label} className="checkbox">
                        <input
                          type="radio"
                          name={field.name}
                          checked={field.value === option.value}
                          onBlur={field.onBlur}
                          onChange={() => {
                            field.onChange(option.value);
                            // Years are blank and disabled for residents (spec §5).
                            if (option.value) setValue('years', '', { shouldValidate: false });
                          }}
                        />
                        {option.label}
                      </label>
                    ))}
                  </div>
                  {errors.resident?.message && (
                    <small className="field-error" role="alert">
                      {errors.resident.message}
                    </small>
                  )}
                </fieldset>
              )}
            />
            <Field label="Years of Practice" required={resident === false} error={errors.years?.message}>
              <input inputMode="numeric" maxLength={2} disabled={resident === true} {...register('years')} />
            </Field>
          </div>
        </>
      )}
      <Field label="Bio" error={errors.bio?.message}>
        <textarea rows={4} {...register('bio')} />
      </Field>
      {flash && <Notice tone={flash.tone}>{flash.text}</Notice>}
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Saving…' : messages.profile.saveProfile}
      </Button>
    </form>
  );
}
