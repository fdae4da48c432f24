import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Account } from '#shared/api/account.ts';
import { requestTypeInfo } from '#shared/constants/request-types.ts';
import { contractReviewSchema, maxRequestNoteLength, type ContractReviewInput } from '#shared/forms/requests.ts';
import * as messages from '#shared/messages.ts';
import { useSession } from '#web/auth/session.tsx';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';
import { Notice } from '#web/components/Notice.tsx';
import { SpecialityOptions } from '#web/components/PracticeOptions.tsx';
import { useApp } from '#web/lib/app-context.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { PdfPicker } from '#web/components/PdfPicker.tsx';
import { requestFailure } from './request-failure';
import { PracticeTypeField, ResidentYearsFields, TermsField, UploadProgress } from './RequestFormParts';
import { useRequestUpload } from './use-request-upload';

const fieldNames = ['firstName', 'lastName', 'email', 'phone', 'practiceType', 'resident', 'years', 'speciality', 'comments', 'terms'] as const;

/** What the profile already knows (spec §2: prefilled where the profile has the value). */
function defaultsFrom(account: Account): Partial<ContractReviewInput> {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phone: account.phone ?? '',
    ...(account.resident !== undefined ? { resident: account.resident } : {}),
    years: account.resident ? '' : (account.years ?? ''),
    speciality: (account.speciality ?? '') as ContractReviewInput['speciality'],
    comments: '',
  };
}

/** Contract review form (spec §2, §5): the contract as a PDF, who to answer and the practice's facts. */
export function ContractReviewPage() {
  const { account } = useSession();
  return account ? <ContractReviewForm account={account} /> : null;
}

function ContractReviewForm({ account }: { readonly account: Account }) {
  const { api } = useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pdf = useRequestUpload();
  const { register, watch, setValue, formState, onSubmit, flash, submitting } = useApiForm({
    schema: contractReviewSchema,
    defaultValues: defaultsFrom(account),
    submit: async (values) => api('submitContractReview', { body: { ...values, key: await pdf.upload() } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['requests', 'contractReview'] });
      navigate(requestTypeInfo.contractReview.listPath, { state: { notice: messages.requests.reviewSuccess } });
    },
    failure: requestFailure<ContractReviewInput>(fieldNames, pdf.setFileError),
  });
  const { errors } = formState;
  const resident = watch('resident');
  const busy = submitting;

  return (
    <section className="page request-page">
      <h1>{requestTypeInfo.contractReview.title}</h1>
      <p className="lead">Send us your contract: our staff read every clause and answer with a PDF review.</p>
      <form
        onSubmit={(event) => {
          pdf.requireFile();
          void onSubmit(event);
        }}
        noValidate
        className="form"
        aria-label="Contract review"
        aria-busy={busy || undefined}
      >
        <div className="form-grid">
          <Field label="First Name" required error={errors.firstName?.message}>
            <input autoComplete="given-name" {...register('firstName')} />
          </Field>
          <Field label="Last Name" required error={errors.lastName?.message}>
            <input autoComplete="family-name" {...register('lastName')} />
          </Field>
        </div>
        <div className="form-grid">
          <Field label="E-mail" required error={errors.email?.message}>
            <input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Field label="Phone" required error={errors.phone?.message} hint="10 digits.">
            <input type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} {...register('phone')} />
          </Field>
        </div>
        <div className="form-grid">
          <PracticeTypeField input={register('practiceType')} error={errors.practiceType?.message} />
          <Field label="Area of Practice" required error={errors.speciality?.message}>
            <select {...register('speciality')}>
              <SpecialityOptions placeholderDisabled />
            </select>
          </Field>
        </div>
        <ResidentYearsFields
          resident={resident}
          onResident={(value) => {
            setValue('resident', value, { shouldValidate: formState.isSubmitted });
            if (value) setValue('years', '');
          }}
          residentError={errors.resident?.message}
          years={register('years')}
          yearsError={errors.years?.message}
        />
        <Field label="Comments" error={errors.comments?.message} hint={`Optional, at most ${maxRequestNoteLength} characters.`}>
          <textarea rows={4} maxLength={maxRequestNoteLength} {...register('comments')} />
        </Field>
        <PdfPicker label="Contract (PDF)" file={pdf.file} error={pdf.fileError} disabled={busy} onChange={pdf.choose} />
        <TermsField input={register('terms')} error={errors.terms?.message} text="I agree to the terms and conditions and the privacy policy." />
        {flash && <Notice tone={flash.tone}>{flash.text}</Notice>}
        <UploadProgress progress={pdf.progress} submitting={busy} onCancel={pdf.cancel} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Submitting…' : messages.common.submit}
        </Button>
      </form>
    </section>
  );
}
