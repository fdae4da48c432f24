import type { Account } from '#shared/api/account.ts';
import type { MyRequest } from '#shared/api/requests.ts';
import { compensationConsultSchema, type CompensationConsultInput } from '#shared/forms/requests.ts';
import { phoneInputMaxLength } from '#shared/forms/phone.ts';
import * as messages from '#shared/messages.ts';
import { useSession } from '#web/auth/session.tsx';
import { Field } from '#web/components/Field.tsx';
import { ScreenLoading } from '#web/components/ScreenLoading.tsx';
import { StateOptions } from '#web/components/PracticeOptions.tsx';
import { useApp } from '#web/lib/app-context.tsx';
import { profileDefaults, RequestFormFrame, useLastRequest, useRequestForm } from './RequestForm';

/** Compensation consultation form (spec §2, §5): the offer letter as a PDF and the practice's facts. */
export function CompensationConsultPage() {
  const { account } = useSession();
  const { ready, last } = useLastRequest();
  if (!account) return null;
  // The form starts from the physician's last request: it waits for their lists (cached once read).
  if (!ready) return <ScreenLoading />;
  return <CompensationConsultForm account={account} last={last} />;
}

function CompensationConsultForm({ account, last }: { readonly account: Account; readonly last: MyRequest | undefined }) {
  const { api } = useApp();
  const request = useRequestForm({
    type: 'compensationConsult',
    schema: compensationConsultSchema,
    defaultValues: {
      ...profileDefaults(account, last),
      practiceState: (account.practiceState ?? last?.practiceState ?? '') as CompensationConsultInput['practiceState'],
      otherData: '',
    },
    fieldNames: ['phone', 'practiceState', 'practiceType', 'resident', 'years', 'speciality', 'otherData', 'terms'],
    send: (values, upload) => api('submitCompensationConsult', { body: { ...values, ...upload } }),
    success: messages.requests.consultSuccess,
  });
  const { register, formState } = request.form;
  const { errors } = formState;

  return (
    <RequestFormFrame
      type="compensationConsult"
      request={request}
      lead="Send us your offer letter: our staff compare it with fair market value for your speciality and state, and answer with a PDF review."
      label="Compensation consultation"
      fileLabel="Offer letter (PDF)"
      termsText={messages.signup.terms}
      note={{ label: 'Anything else we should know?', name: 'otherData' }}
    >
      <div className="form-grid">
        <Field label="Phone" required error={errors.phone?.message} hint={messages.requests.phoneHint}>
          <input type="tel" autoComplete="tel" maxLength={phoneInputMaxLength} {...register('phone')} />
        </Field>
        <Field label="State of Practice" required error={errors.practiceState?.message}>
          <select {...register('practiceState')}>
            <StateOptions placeholderDisabled />
          </select>
        </Field>
      </div>
    </RequestFormFrame>
  );
}
