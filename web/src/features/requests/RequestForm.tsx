import type { ReactNode } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { DefaultValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { $ZodType } from 'zod/v4/core';
import type { Account } from '#shared/api/account.ts';
import type { MyRequest } from '#shared/api/requests.ts';
import { requestTypeInfo, requestTypes, typicalTurnaroundBusinessDays, type RequestType } from '#shared/constants/request-types.ts';
import { formatUsPhone } from '#shared/forms/phone.ts';
import { maxRequestNoteLength, type CompensationConsultInput, type ContractReviewInput } from '#shared/forms/requests.ts';
import * as messages from '#shared/messages.ts';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';
import { Notice } from '#web/components/Notice.tsx';
import { PdfPicker } from '#web/components/PdfPicker.tsx';
import { SpecialityOptions } from '#web/components/PracticeOptions.tsx';
import { TermsField } from '#web/components/TermsField.tsx';
import { useApp } from '#web/lib/app-context.tsx';
import { useApiForm, type ApiForm } from '#web/lib/use-api-form.ts';
import { requestFailure } from './request-failure';
import { PracticeTypeField, ResidentYearsFields, UploadProgress } from './RequestFormParts';
import { useRequestUpload } from './use-request-upload';

/** What both request forms ask (spec §5): their own fields come on top of these. */
type SharedInput = Pick<CompensationConsultInput, 'phone' | 'practiceType' | 'resident' | 'years' | 'speciality' | 'terms'>;
type RequestInput = CompensationConsultInput | ContractReviewInput;

/**
 * The shared fields prefilled (spec §2, issue 29): what the profile knows, and what the profile does
 * not keep (the phone, the type of practice) from the physician's last request of either kind.
 */
export function profileDefaults(account: Account, last: MyRequest | undefined) {
  return {
    phone: formatUsPhone(account.phone ?? last?.phone ?? ''),
    practiceType: (last?.practiceType ?? '') as SharedInput['practiceType'],
    ...(account.resident !== undefined ? { resident: account.resident } : {}),
    years: account.resident ? '' : (account.years ?? ''),
    speciality: (account.speciality ?? '') as SharedInput['speciality'],
  };
}

/**
 * The physician's newest request of either kind, read from the lists the profile shows (the same
 * cache); `ready` once both have answered, so the form starts from them rather than changing under
 * the person's hands. A list that fails leaves the form to the profile alone.
 */
export function useLastRequest(): { readonly ready: boolean; readonly last: MyRequest | undefined } {
  const { api } = useApp();
  const lists = useQueries({
    queries: requestTypes.map((type) => ({ queryKey: ['requests', type], queryFn: () => api('listMyRequests', { params: { type } }) })),
  });
  const requests = lists.flatMap((list) => list.data?.requests ?? []);
  const last = requests.reduce<MyRequest | undefined>(
    (newest, request) => (!newest || request.timeStamp > newest.timeStamp ? request : newest),
    undefined,
  );
  return { ready: lists.every((list) => !list.isPending), last };
}

export interface RequestFormOptions<TInput extends RequestInput, TOutput> {
  readonly type: RequestType;
  readonly schema: $ZodType<TOutput, TInput>;
  readonly defaultValues: NoInfer<DefaultValues<TInput>>;
  /** Fields whose API messages go on the field itself (the PDF's go under the picker). */
  readonly fieldNames: NoInfer<readonly Path<TInput>[]>;
  /** The submit route, called with the valid values, the staged PDF's key and the file's own name. */
  readonly send: (values: TOutput, upload: { key: string; fileName?: string }) => Promise<unknown>;
  /** The notice the request list shows after a submit. */
  readonly success: string;
}

export interface RequestForm<TInput extends RequestInput, TOutput> {
  readonly form: ApiForm<TInput, TOutput>;
  readonly pdf: ReturnType<typeof useRequestUpload>;
}

/**
 * A request form's submit: the PDF to storage first (presigned, with progress), then the route with
 * its key; on success the list is read again and shown with its notice; on failure each message
 * where it belongs (requestFailure).
 */
export function useRequestForm<TInput extends RequestInput, TOutput>(options: RequestFormOptions<TInput, TOutput>): RequestForm<TInput, TOutput> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pdf = useRequestUpload(undefined, requestTypeInfo[options.type].document);
  const form = useApiForm({
    schema: options.schema,
    defaultValues: options.defaultValues,
    submit: async (values) => options.send(values, await pdf.upload()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['requests', options.type] });
      navigate(requestTypeInfo[options.type].listPath, { state: { notice: options.success } });
    },
    failure: requestFailure<TInput>(options.fieldNames, pdf.setFileError),
  });
  return { form, pdf };
}

interface RequestFormFrameProps<TInput extends RequestInput, TOutput> {
  readonly type: RequestType;
  readonly request: RequestForm<TInput, TOutput>;
  /** What the form is for, under the title. */
  readonly lead: string;
  /** The form's accessible name. */
  readonly label: string;
  /** The PDF picker's label (the offer letter, the contract). */
  readonly fileLabel: string;
  readonly termsText: string;
  /** The optional free text, after the practice fields: its label and its field. */
  readonly note: { readonly label: string; readonly name: Path<TInput> };
  /** The form's own fields, first. */
  readonly children: ReactNode;
}

/**
 * The frame of both request forms: the title and lead, the form's own fields, then what both ask
 * (type and area of practice, resident and years, a note, the PDF, the terms), what the last submit
 * said, the upload's progress and Submit.
 */
export function RequestFormFrame<TInput extends RequestInput, TOutput>({
  type,
  request,
  lead,
  label,
  fileLabel,
  termsText,
  note,
  children,
}: RequestFormFrameProps<TInput, TOutput>) {
  const { form, pdf } = request;
  // The fields both forms have, read through the part of the form they share.
  const shared = form as unknown as UseFormReturn<SharedInput>;
  const { errors, isSubmitted } = shared.formState;
  const noteError = form.getFieldState(note.name, form.formState).error?.message;
  const busy = form.submitting;
  return (
    <section className="page request-page">
      <h1>{requestTypeInfo[type].title}</h1>
      <p className="lead">{lead}</p>
      <p className="request-page__turnaround">{messages.requests.turnaround(typicalTurnaroundBusinessDays)}</p>
      <form
        onSubmit={(event) => {
          pdf.requireFile();
          void form.onSubmit(event);
        }}
        noValidate
        className="form"
        aria-label={label}
        aria-busy={busy || undefined}
      >
        {children}
        <div className="form-grid">
          <PracticeTypeField input={shared.register('practiceType')} error={errors.practiceType?.message} />
          <Field label="Area of Practice" required error={errors.speciality?.message}>
            <select {...shared.register('speciality')}>
              <SpecialityOptions placeholderDisabled />
            </select>
          </Field>
        </div>
        <ResidentYearsFields
          resident={shared.watch('resident')}
          onResident={(value) => {
            shared.setValue('resident', value, { shouldValidate: isSubmitted });
            if (value) shared.setValue('years', '');
          }}
          residentError={errors.resident?.message}
          years={shared.register('years')}
          yearsError={errors.years?.message}
        />
        <Field label={note.label} error={noteError} hint={`Optional, at most ${maxRequestNoteLength} characters.`}>
          <textarea rows={4} maxLength={maxRequestNoteLength} {...form.register(note.name)} />
        </Field>
        <PdfPicker label={fileLabel} file={pdf.file} error={pdf.fileError} disabled={busy} onChange={pdf.choose} />
        <TermsField input={shared.register('terms')} error={errors.terms?.message} text={termsText} />
        {form.flash && <Notice tone={form.flash.tone}>{form.flash.text}</Notice>}
        <UploadProgress progress={pdf.progress} submitting={busy} onCancel={pdf.cancel} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Submitting…' : messages.common.submit}
        </Button>
      </form>
    </section>
  );
}
