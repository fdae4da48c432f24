import { useEffect, useRef } from 'react';
import type { Account } from '#shared/api/account.ts';
import { contactMessageSchema, type ContactMessageForm } from '#shared/forms/contact.ts';
import * as messages from '#shared/messages.ts';
import { useSession } from '#web/auth/session.tsx';
import { useApp } from '#web/lib/app-context.tsx';
import { useApiForm } from '#web/lib/use-api-form.ts';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';
import { Icon } from '#web/components/Icon.tsx';
import { Notice } from '#web/components/Notice.tsx';

const empty: ContactMessageForm = { name: '', email: '', message: '' };

/** The form as it starts: a signed-in person's name and e-mail from their profile (issue 37), still editable. */
const startingValues = (account: Account | undefined): ContactMessageForm =>
  account ? { name: `${account.firstName} ${account.lastName}`.trim(), email: account.email, message: '' } : empty;

export function ContactPage() {
  const { api, config } = useApp();
  const { account } = useSession();
  const start = useRef(startingValues(account));
  const {
    register,
    formState: { errors },
    onSubmit,
    flash,
    failure,
    submitting,
    getFieldState,
    resetField,
  } = useApiForm({
    schema: contactMessageSchema,
    defaultValues: start.current,
    submit: (body) => api('submitContactMessage', { body }),
    onSuccess: (_sent, _values, form) => {
      // Spec §8: "form clears", the profile's name and e-mail with it.
      form.reset(empty);
      return messages.contact.success;
    },
    failure: (error) => messages.contact.failure((error as Error).message),
  });

  // The account can arrive after the page: it fills what the person has not typed in yet.
  useEffect(() => {
    start.current = startingValues(account);
    for (const field of ['name', 'email'] as const) if (!getFieldState(field).isDirty) resetField(field, { defaultValue: start.current[field] });
  }, [account, getFieldState, resetField]);

  return (
    <div className="container contact">
      <header className="contact__header">
        <span className="eyebrow">Contact us</span>
        <h1>We are here to help</h1>
        <p className="lead">Questions about the course, a consultation or a review? Send us a message and our staff will reply by e-mail.</p>
      </header>
      <div className="contact__grid">
        <div className="contact__main">
          {/* Always present, so the confirmation is announced when it appears. */}
          <div role="status" className="contact__status">
            {flash?.tone === 'success' && (
              <Notice tone="success" live={false}>
                {flash.text}
              </Notice>
            )}
          </div>
          <form className="form contact__form" noValidate aria-label="Contact form" onSubmit={onSubmit}>
            {failure && <Notice tone="error">{failure}</Notice>}
            <Field label="Name" required error={errors.name?.message}>
              <input type="text" autoComplete="name" {...register('name')} />
            </Field>
            <Field label="E-mail" required error={errors.email?.message}>
              <input type="email" autoComplete="email" {...register('email')} />
            </Field>
            <Field label="Message" required error={errors.message?.message}>
              <textarea rows={6} {...register('message')} />
            </Field>
            <div>
              <Button type="submit" variant="primary" disabled={submitting}>
                {submitting ? 'Sending…' : 'Send message'}
              </Button>
            </div>
          </form>
        </div>
        <aside className="contact__aside" aria-labelledby="contact-staff-title">
          <span className="card__icon">
            <Icon name="mail" size={24} />
          </span>
          <h2 id="contact-staff-title">E-mail our staff</h2>
          <p>Prefer your own mail program? Write to us directly:</p>
          <p>
            <a href={`mailto:${config.staffEmail}`} className="contact__email" data-testid="contact-staff-email">
              {config.staffEmail}
            </a>
          </p>
          <p className="muted">
            For a review of an offer or contract, sign in and use the compensation consultation or contract review forms, so you can attach your PDF
            securely.
          </p>
        </aside>
      </div>
    </div>
  );
}
