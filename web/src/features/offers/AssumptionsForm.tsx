import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { ComparisonAssumptions } from '#shared/api/offers.ts';
import * as messages from '#shared/messages.ts';
import { Field } from '#web/components/Field.tsx';
import { defaultWrvus, highWrvuShare, lowWrvuShare } from '#shared/compare/assumptions.ts';
import { assumptionsResolver, checkAssumptions, formValuesOf, type AssumptionsFormValues } from './assumptions';
import { formatCount } from './figures';

/**
 * The comparison's assumptions (issue 30), each adjustable: every valid change goes up at once
 * (`onChange`), so the figures follow as the physician types; a box that does not hold a valid
 * value says why under it and leaves the figures as they were.
 */
export function AssumptionsForm({
  initial,
  current,
  onChange,
}: {
  readonly initial: ComparisonAssumptions;
  /** The assumptions in force (to show low and high's defaults). */
  readonly current: ComparisonAssumptions;
  readonly onChange: (assumptions: ComparisonAssumptions) => void;
}) {
  const {
    register,
    watch,
    formState: { errors },
  } = useForm<AssumptionsFormValues>({ defaultValues: formValuesOf(initial), resolver: assumptionsResolver, mode: 'onChange' });

  useEffect(() => {
    const subscription = watch((values) => {
      const checked = checkAssumptions(values as AssumptionsFormValues);
      if (checked.ok) onChange(checked.assumptions);
    });
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  const expected = current.wrvusPerYear.expected;
  const byDefault = (share: number) => (expected !== undefined ? formatCount(defaultWrvus(expected, share)) : '');
  const number = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;
  return (
    <form className="form assumptions" noValidate aria-label={messages.compareOffers.assumptionsTitle} onSubmit={(event) => event.preventDefault()}>
      <h3>{messages.compareOffers.assumptionsTitle}</h3>
      <p className="muted">{messages.compareOffers.assumptionsIntro}</p>
      <div className="assumptions__grid">
        <Field label={messages.compareOffers.years} hint={messages.compareOffers.yearsHint} error={errors.years?.message}>
          <input {...number} inputMode="numeric" {...register('years')} />
        </Field>
        <Field label={messages.compareOffers.discountRate} hint={messages.compareOffers.discountRateHint} error={errors.discountPercent?.message}>
          <input {...number} {...register('discountPercent')} />
        </Field>
        <Field label={messages.compareOffers.wrvusExpected} hint={messages.compareOffers.wrvusExpectedHint} error={errors.wrvusExpected?.message}>
          <input {...number} inputMode="numeric" {...register('wrvusExpected')} />
        </Field>
        <Field
          label={messages.compareOffers.wrvusLow}
          hint={messages.compareOffers.wrvusDefault(Math.round(lowWrvuShare * 100), byDefault(lowWrvuShare))}
          error={errors.wrvusLow?.message}
        >
          <input {...number} inputMode="numeric" {...register('wrvusLow')} />
        </Field>
        <Field
          label={messages.compareOffers.wrvusHigh}
          hint={messages.compareOffers.wrvusDefault(Math.round(highWrvuShare * 100), byDefault(highWrvuShare))}
          error={errors.wrvusHigh?.message}
        >
          <input {...number} inputMode="numeric" {...register('wrvusHigh')} />
        </Field>
        <Field label={messages.compareOffers.premium} hint={messages.compareOffers.premiumHint} error={errors.annualPremium?.message}>
          <input {...number} {...register('annualPremium')} />
        </Field>
        <Field label={messages.compareOffers.tailMultiplier} hint={messages.compareOffers.tailMultiplierHint} error={errors.tailMultiplier?.message}>
          <input {...number} {...register('tailMultiplier')} />
        </Field>
        <fieldset className="field radio-group assumptions__repayment">
          <legend>{messages.compareOffers.repayment}</legend>
          <div className="options">
            <label>
              <input type="radio" value="prorated" {...register('repayment')} /> {messages.compareOffers.repaymentProrated}
            </label>
            <label>
              <input type="radio" value="full" {...register('repayment')} /> {messages.compareOffers.repaymentFull}
            </label>
          </div>
        </fieldset>
      </div>
    </form>
  );
}
