import { useId, useState, type DragEvent } from 'react';
import { looksLikePdfFile, maxRequestPdfBytes } from '#shared/files/pdf.ts';
import * as messages from '#shared/messages.ts';
import { buttonClass } from '#web/components/Button.tsx';

/** "2.4 MB", "830 KB": a file's size for people. */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The PDF picker of the request forms and of staff feedback: a button and a drop zone. A file that is not a PDF is refused here
 * with "Please select a PDF file." (spec §5), one over 20 MB with its own text; the server checks
 * the stored bytes again whatever this says.
 */
export function PdfPicker({
  label,
  file,
  error,
  disabled,
  onChange,
}: {
  readonly label: string;
  readonly file: File | undefined;
  readonly error: string | undefined;
  readonly disabled: boolean;
  readonly onChange: (file: File | undefined, error: string | undefined) => void;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!looksLikePdfFile(chosen)) onChange(undefined, messages.requests.pdfOnly);
    else if (chosen.size > maxRequestPdfBytes) onChange(undefined, messages.requests.pdfTooLarge);
    else onChange(chosen, undefined);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  };

  return (
    <div className="field">
      <span className="field__label">
        <label htmlFor={`${id}-input`}>{label}</label>{' '}
        <span className="hint field__required" aria-hidden="true">
          (required)
        </span>
      </span>
      <div
        className={['pdf-drop', dragging ? 'pdf-drop--over' : '', error ? 'pdf-drop--error' : ''].filter(Boolean).join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="pdf-drop"
      >
        <label className={buttonClass({ variant: 'secondary', size: 'small' }, 'file-button')} aria-disabled={disabled || undefined}>
          Choose PDF
          <input
            type="file"
            className="visually-hidden"
            accept="application/pdf,.pdf"
            disabled={disabled}
            id={`${id}-input`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-chosen`}
            aria-required="true"
            onChange={(event) => {
              choose(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
        </label>
        <span id={`${id}-chosen`} className="pdf-drop__name">
          {file ? `${file.name} (${fileSize(file.size)})` : 'or drop it here (PDF, at most 20 MB)'}
        </span>
      </div>
      {error && (
        <small id={`${id}-error`} className="field-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
