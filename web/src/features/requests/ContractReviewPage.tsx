import type { Account } from '#shared/api/account.ts';
import type { MyRequest } from '#shared/api/requests.ts';
import { contractReviewSchema } from '#shared/forms/requests.ts';
import { phoneInputMaxLength } from '#shared/forms/phone.ts';
import * as messages from '#shared/messages.ts';
import { useSession } from '#web/auth/session.tsx';
import { Field } from '#web/components/Field.tsx';
import { ScreenLoading } from '#web/components/ScreenLoading.tsx';
import { NameFields } from '#web/components/NameFields.tsx';
import { useApp } from '#web/lib/app-context.tsx';
import { profileDefaults, RequestFormFrame, useLastRequest, useRequestForm } from './RequestForm';

/** Contract review form (spec §2, §5): the contract as a PDF, who to answer and the practice's facts. */
export function ContractReviewPage() {
  const { account } = useSession();
  const { ready, last } = useLastRequest();
  if (!account) return null;
  // The form starts from the physician's last request: it waits for their lists (cached once read).
  if (!ready) return <ScreenLoading />;
  return <ContractReviewForm account={account} last={last} />;
}

function ContractReviewForm({ account, last }: { readonly account: Account; readonly last: MyRequest | undefined }) {
  const { api } = useApp();
  const request = useRequestForm({
    type: 'contractReview',
    schema: contractReviewSchema,
    defaultValues: {
      ...profileDefaults(account, last),
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      comments: '',
    },
    fieldNames: ['firstName', 'lastName', 'email', 'phone', 'practiceType', 'resident', 'years', 'speciality', 'comments', 'terms'],
    send: (values, upload) => api('submitContractReview', { body: { ...values, ...upload } }),
    success: messages.requests.reviewSuccess,
  });
  const { register, formState } = request.form;
  const { errors } = formState;

  return (
    <RequestFormFrame
      type="contractReview"
      request={request}
      lead="Send us your contract: our staff read every clause and answer with a PDF review."
      label="Contract review"
      fileLabel="Contract (PDF)"
      termsText="I agree to the terms and conditions and the privacy policy."
      note={{ label: 'Comments', name: 'comments' }}
    >
      <div className="form-grid">
        <NameFields firstName={register('firstName')} lastName={register('lastName')} errors={errors} />
      </div>
      <div className="form-grid">
        <Field label="E-mail" required error={errors.email?.message}>
          <input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field label="Phone" required error={errors.phone?.message} hint={messages.requests.phoneHint}>
          <input type="tel" autoComplete="tel" maxLength={phoneInputMaxLength} {...register('phone')} />
        </Field>
      </div>
    </RequestFormFrame>
  );
}
