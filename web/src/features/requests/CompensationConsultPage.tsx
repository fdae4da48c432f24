import type { Account } from '#shared/api/account.ts';
import { compensationConsultSchema, type CompensationConsultInput } from '#shared/forms/requests.ts';
import * as messages from '#shared/messages.ts';
import { useSession } from '#web/auth/session.tsx';
import { Field } from '#web/components/Field.tsx';
import { StateOptions } from '#web/components/PracticeOptions.tsx';
import { useApp } from '#web/lib/app-context.tsx';
import { profileDefaults, RequestFormFrame, useRequestForm } from './RequestForm';

/** Compensation consultation form (spec §2, §5): the offer letter as a PDF and the practice's facts. */
export function CompensationConsultPage() {
  const { account } = useSession();
  return account ? <CompensationConsultForm account={account} /> : null;
}

function CompensationConsultForm({ account }: { readonly account: Account }) {
  const { api } = useApp();
  const request = useRequestForm({
    type: 'compensationConsult',
    schema: compensationConsultSchema,
    defaultValues: {
      ...profileDefaults(account),
      practiceState: (account.practiceState ?? '') as CompensationConsultInput['practiceState'],
      otherData: '',
    },
    fieldNames: ['phone', 'practiceState', 'practiceType', 'resident', 'years', 'speciality', 'otherData', 'terms'],
    send: (values, key) => api('submitCompensationConsult', { body: { ...values, key } }),
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
        <Field label="Phone" required error={errors.phone?.message} hint="Digits only, at most 10.">
          <input type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} {...register('phone')} />
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
