import { maxAddedOffers, type Offer } from '#shared/api/offers.ts';
import { addOfferFormSchema } from '#shared/forms/add-offer.ts';
import * as messages from '#shared/messages.ts';
import { Button } from '#web/components/Button.tsx';
import { Field } from '#web/components/Field.tsx';
import { Notice } from '#web/components/Notice.tsx';
import { PdfPicker } from '#web/components/PdfPicker.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useApiForm } from '#web/lib/use-api-form.ts';
import type { PresignedPost } from '#web/lib/upload-pdf.ts';
import { UploadProgress } from '#web/features/requests/RequestFormParts.tsx';
import { MissingPdf, useRequestUpload } from '#web/features/requests/use-request-upload.ts';

export interface NewOffer {
  readonly name: string;
  readonly key?: string;
  readonly fileName?: string;
}

/**
 * Adds an offer only to compare it (issue 30): a name, and its PDF (staged with a presigned POST and
 * checked by the server as a request's is) or nothing. The server refuses the 11th with its message.
 */
export function AddOfferForm({
  addedCount,
  presign,
  create,
  onAdded,
}: {
  readonly addedCount: number;
  readonly presign: () => Promise<PresignedPost & { readonly key: string }>;
  readonly create: (offer: NewOffer) => Promise<Offer>;
  readonly onAdded: (offer: Offer) => Promise<void> | void;
}) {
  const pdf = useRequestUpload(presign);
  const form = useApiForm({
    schema: addOfferFormSchema,
    defaultValues: { name: '', from: 'pdf' },
    fields: ['name'],
    submit: async (values) => {
      if (values.from === 'empty') return create({ name: values.name });
      const upload = await pdf.upload();
      return create({ name: values.name, ...upload });
    },
    onSuccess: async (offer, _values, f) => {
      f.reset({ name: '', from: f.getValues('from') });
      pdf.choose(undefined, undefined);
      await onAdded(offer);
      return messages.compareOffers.added(offer.name);
    },
    failure: (error, f) => {
      if (error instanceof MissingPdf) return undefined;
      // The server's sentence, as it says it (the 11th offer, a refused PDF).
      if (error instanceof ApiError) {
        if (error.fields.name) f.setError('name', { type: 'server', message: error.fields.name });
        const file = error.fields.key ?? error.fields.file;
        if (file) pdf.setFileError(file);
      }
      return messages.compareOffers.addFailure((error as Error).message);
    },
  });
  const from = form.watch('from');
  const busy = form.submitting;
  return (
    <form
      className="form add-offer"
      noValidate
      aria-label={messages.compareOffers.addTitle}
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        if (form.getValues('from') === 'pdf') pdf.requireFile();
        void form.onSubmit(event);
      }}
    >
      <p className="muted">{messages.compareOffers.addIntro}</p>
      <Field
        label={messages.compareOffers.offerName}
        required
        hint={messages.compareOffers.offerNameHint}
        error={form.formState.errors.name?.message}
      >
        <input type="text" autoComplete="off" maxLength={120} {...form.register('name')} />
      </Field>
      <fieldset className="field radio-group">
        <legend>{messages.compareOffers.startFrom}</legend>
        <div className="options">
          <label>
            <input type="radio" value="pdf" {...form.register('from')} /> {messages.compareOffers.fromPdf}
          </label>
          <label>
            <input type="radio" value="empty" {...form.register('from')} /> {messages.compareOffers.fromNothing}
          </label>
        </div>
      </fieldset>
      {from === 'pdf' && (
        <PdfPicker label={messages.compareOffers.offerPdf} file={pdf.file} error={pdf.fileError} disabled={busy} onChange={pdf.choose} />
      )}
      <p className="hint">{messages.compareOffers.addedCount(addedCount, maxAddedOffers)}</p>
      {form.flash && <Notice tone={form.flash.tone}>{form.flash.text}</Notice>}
      <UploadProgress progress={pdf.progress} submitting={busy} onCancel={pdf.cancel} />
      <Button type="submit" disabled={busy}>
        {busy ? messages.compareOffers.adding : messages.compareOffers.addOffer}
      </Button>
    </form>
  );
}
