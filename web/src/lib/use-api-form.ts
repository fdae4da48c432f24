import { useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { applyApiError } from './api/form-errors';
import { useHydrated } from './use-hydrated';

/** What a form says above or below its fields after a submit. */
export interface Flash {
  readonly tone: 'success' | 'error';
  readonly text: string;
}

/** A failure the form shows as it is (its message is already the sentence for the person). */
export class FormFailure extends Error {
  override readonly name = 'FormFailure';
}

export interface ApiFormOptions<TInput extends FieldValues, TOutput, TResult> {
  /** The form's zod schema (shared/forms), which the API runs again. */
  readonly schema: $ZodType<TOutput, TInput>;
  readonly defaultValues: NoInfer<DefaultValues<TInput>>;
  /** The API call(s) made with the valid values. */
  readonly submit: (values: TOutput) => Promise<TResult>;
  /** After success (navigate, update the cache, reset the form); returns the success text to show, if any. */
  readonly onSuccess?: (result: TResult, values: TOutput, form: UseFormReturn<TInput, unknown, TOutput>) => string | void | Promise<string | void>;
  /** Fields whose API messages (400, 409) go on the field itself; the rest are the failure sentence. */
  readonly fields?: NoInfer<readonly Path<TInput>[]>;
  /** The failure sentence for an error, or undefined when the fields already say it all (default: applyApiError over `fields`). */
  readonly failure?: (error: unknown, form: UseFormReturn<TInput, unknown, TOutput>) => string | undefined;
}

export type ApiForm<TInput extends FieldValues, TOutput> = UseFormReturn<TInput, unknown, TOutput> & {
  /** The form's onSubmit: validates, clears the last flash, submits, then says how it went. */
  readonly onSubmit: (event?: FormEvent) => Promise<void>;
  /** The last submit's outcome to show, if any. */
  readonly flash: Flash | undefined;
  /** The flash's text when it is a failure (the account pages' frame shows it under the title). */
  readonly failure: string | undefined;
  /** The last submit's error, for a page that offers a way on (a spent link: ask for a new one). */
  readonly lastError: unknown;
  readonly submitting: boolean;
  /**
   * False while React adopts a prerendered form (the build's /login): its submit button waits, so
   * neither a click nor Enter can send the form natively (with its values in the URL) before the
   * app handles it. True from the first render everywhere else.
   */
  readonly ready: boolean;
};

/**
 * The submit / field-error / flash pattern of every form: react-hook-form with the shared zod
 * schema; on submit the call, then either the success (and its text) or the API's per-field
 * messages on their fields and a sentence for the rest.
 */
export function useApiForm<TInput extends FieldValues, TOutput = TInput, TResult = unknown>(
  options: ApiFormOptions<TInput, TOutput, TResult>,
): ApiForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(options.schema), defaultValues: options.defaultValues });
  // Adopting prerendered HTML, react-hook-form takes up what a person already typed there itself
  // (a field edited before the form was ready keeps its value); only the submit has to wait.
  const hydrated = useHydrated();
  const [flash, setFlash] = useState<Flash>();
  const [lastError, setLastError] = useState<unknown>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFlash(undefined);
    setLastError(undefined);
    let result: TResult;
    try {
      result = await options.submit(values);
    } catch (error) {
      const text =
        error instanceof FormFailure
          ? error.message
          : options.failure
            ? options.failure(error, form)
            : applyApiError(error, form.setError, options.fields ?? []);
      setLastError(error);
      if (text) setFlash({ tone: 'error', text });
      return;
    }
    const text = await options.onSuccess?.(result, values, form);
    if (text) setFlash({ tone: 'success', text });
  });

  return {
    ...form,
    onSubmit,
    flash,
    failure: flash?.tone === 'error' ? flash.text : undefined,
    lastError,
    submitting: form.formState.isSubmitting,
    ready: hydrated,
  };
}
