import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Account } from '#shared/api/account.ts';
import { requestTypeInfo } from '#shared/constants/request-types.ts';
import { compensationConsultSchema, maxRequestNoteLength, type CompensationConsultInput } from '#shared/forms/requests.ts';
import * as messages from '#shared/messages.ts';
import { useSession } from '#web/auth/session.tsx';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';
import { Notice } from '#web/components/Notice.tsx';
import { SpecialityOptions, StateOptions } from '#web/components/PracticeOptions.tsx';
import { useApp } from '#web/lib/app-context.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { PdfPicker } from '#web/components/PdfPicker.tsx';
import { requestFailure } from './request-failure';
import { PracticeTypeField, ResidentYearsFields, TermsField, UploadProgress } from './RequestFormParts';
import { useRequestUpload } from './use-request-upload';

const fieldNames = ['phone', 'practiceState', 'practiceType', 'resident', 'years', 'speciality', 'otherData', 'terms'] as const;

/** What the profile already knows (spec §2: prefilled where the profile has the value). */
function defaultsFrom(account: Account): Partial<CompensationConsultInput> {
  return {
    phone: account.phone ?? '',
    practiceState: (account.practiceState ?? '') as CompensationConsultInput['practiceState'],
    ...(account.resident !== undefined ? { resident: account.resident } : {}),
    years: account.resident ? '' : (account.years ?? ''),
    speciality: (account.speciality ?? '') as CompensationConsultInput['speciality'],
    otherData: '',
  };
}

/** Compensation consultation form (spec §2, §5): the offer letter as a PDF and the practice's facts. */
export function CompensationConsultPage() {
  const { account } = useSession();
  return account ? <CompensationConsultForm account={account} /> : null;
}

function CompensationConsultForm({ account }: { readonly account: Account }) {
  const { api } = useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pdf = useRequestUpload();
  const { register, watch, setValue, formState, onSubmit, flash, submitting } = useApiForm({
    schema: compensationConsultSchema,
    defaultValues: defaultsFrom(account),
    submit: async (values) => api('submitCompensationConsult', { body: { ...values, key: await pdf.upload() } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['requests', 'compensationConsult'] });
      navigate(requestTypeInfo.compensationConsult.listPath, { state: { notice: messages.requests.consultSuccess } });
    },
    failure: requestFailure<CompensationConsultInput>(fieldNames, pdf.setFileError),
  });
  const { errors } = formState;
  const resident = watch('resident');
  const busy = submitting;

  return (
    <section className="page request-page">
      <h1>{requestTypeInfo.compensationConsult.title}</h1>
      <p className="lead">
        Send us your offer letter: our staff compare it with fair market value for your speciality and state, and answer with a PDF review.
      </p>
      <form
        onSubmit={(event) => {
          pdf.requireFile();
          void onSubmit(event);
        }}
        noValidate
        className="form"
        aria-label="Compensation consultation"
        aria-busy={busy || undefined}
      >
        <div className="form-grid">
          <Field label="Phone" required error={errors.phone?.message} hint="Digits only, at most 10.">
            <input type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} {...register('phone')} />
          </Field>
          <Field label="State of Practice" required error={errors.practiceState?.message}>
            <select {...register('practiceState')}>
              <StateOptions placeholderDisabled />
            </select>
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
        <Field label="Anything else we should know?" error={errors.otherData?.message} hint={`Optional, at most ${maxRequestNoteLength} characters.`}>
          <textarea rows={4} maxLength={maxRequestNoteLength} {...register('otherData')} />
        </Field>
        <PdfPicker label="Offer letter (PDF)" file={pdf.file} error={pdf.fileError} disabled={busy} onChange={pdf.choose} />
        <TermsField input={register('terms')} error={errors.terms?.message} text={messages.signup.terms} />
        {flash && <Notice tone={flash.tone}>{flash.text}</Notice>}
        <UploadProgress progress={pdf.progress} submitting={busy} onCancel={pdf.cancel} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Submitting…' : messages.common.submit}
        </Button>
      </form>
    </section>
  );
}
