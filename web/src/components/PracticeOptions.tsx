import { specialities } from '#shared/constants/specialities.ts';
import { states } from '#shared/constants/states.ts';
import * as messages from '#shared/messages.ts';

/** The <option>s of a state select: a placeholder, then every US state and DC. */
export function StateOptions({ placeholderDisabled = false }: { readonly placeholderDisabled?: boolean }) {
  return (
    <>
      <option value="" disabled={placeholderDisabled}>
        Select state
      </option>
      {states.map((state) => (
        <option key={state.code} value={state.code}>
          {state.name}
        </option>
      ))}
    </>
  );
}

/** The <option>s of a speciality select: a placeholder, then the spec's list (about 110). */
export function SpecialityOptions({ placeholderDisabled = false }: { readonly placeholderDisabled?: boolean }) {
  return (
    <>
      <option value="" disabled={placeholderDisabled}>
        {messages.profile.specialityPlaceholder}
      </option>
      {specialities.map((speciality) => (
        <option key={speciality.value} value={speciality.value}>
          {speciality.label}
        </option>
      ))}
    </>
  );
}
