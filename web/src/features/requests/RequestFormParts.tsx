import type { UseFormRegisterReturn } from 'react-hook-form';
import { practiceTypes } from '#shared/constants/practice-types.ts';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';

/** The practice type select of both forms (spec §3 values). */
export function PracticeTypeField({ input, error }: { readonly input: UseFormRegisterReturn; readonly error: string | undefined }) {
  return (
    <Field label="Type of Practice" required error={error}>
      <select {...input}>
        <option value="" disabled>
          Select type of practice
        </option>
        {practiceTypes.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Resident or fellow (Yes/No) and the years it governs: required when No, blank and disabled when Yes (spec §5). */
export function ResidentYearsFields({
  resident,
  onResident,
  residentError,
  years,
  yearsError,
}: {
  readonly resident: boolean | undefined;
  readonly onResident: (value: boolean) => void;
  readonly residentError: string | undefined;
  readonly years: UseFormRegisterReturn;
  readonly yearsError: string | undefined;
}) {
  return (
    <div className="form-grid">
      <fieldset className="field radio-group" aria-describedby={residentError ? 'resident-error' : undefined}>
        <legend>
          Are you a Resident or Fellow?{' '}
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
              <input type="radio" name="resident" checked={resident === option.value} onChange={() => onResident(option.value)} /> {option.label}
            </label>
          ))}
        </div>
        {residentError && (
          <small id="resident-error" className="field-error" role="alert">
            {residentError}
          </small>
        )}
      </fieldset>
      <Field label="Years of Practice" required={resident === false} error={yearsError}>
        <input inputMode="numeric" maxLength={2} {...years} disabled={resident !== false} />
      </Field>
    </div>
  );
}

/** While the file travels to storage: a progress bar and Cancel; then the submit's loader. */
export function UploadProgress({
  progress,
  submitting,
  onCancel,
}: {
  readonly progress: number | undefined;
  readonly submitting: boolean;
  readonly onCancel: () => void;
}) {
  if (progress !== undefined) {
    const percent = Math.round(progress * 100);
    return (
      <div className="upload-progress">
        <label>
          <span role="status">Uploading… {percent}%</span>
          <progress max={100} value={percent} aria-label="Upload progress" />
        </label>
        <Button variant="secondary" size="small" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    );
  }
  if (!submitting) return null;
  return (
    <p className="upload-progress" role="status">
      <span className="spinner" aria-hidden="true" /> Checking your PDF and submitting…
    </p>
  );
}
