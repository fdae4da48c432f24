import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

describe('Field', () => {
  it('marks a required field for assistive technology and visibly, outside the accessible name', () => {
    const html = renderToStaticMarkup(
      <Field label="Name" required>
        <input type="text" />
      </Field>,
    );
    expect(html).toContain('aria-required="true"');
    expect(html).toMatch(/<label for="[^"]+">Name<\/label> <span class="hint field__required" aria-hidden="true">\(required\)<\/span>/);
  });

  it('leaves an optional field as it was', () => {
    const html = renderToStaticMarkup(
      <Field label="Name">
        <input type="text" />
      </Field>,
    );
    expect(html).not.toContain('aria-required');
    expect(html).not.toContain('(required)');
    expect(html).toMatch(/^<div class="field"><label for="[^"]+">Name<\/label><input/);
  });

  it('shows a hint until an error repeats it word for word, then the error alone', () => {
    const rule = 'At least 10 characters.';
    const quiet = renderToStaticMarkup(
      <Field label="Password" hint={rule}>
        <input type="password" />
      </Field>,
    );
    expect(quiet.split(rule)).toHaveLength(2);
    expect(quiet).toContain('class="hint"');

    const repeated = renderToStaticMarkup(
      <Field label="Password" hint={rule} error={rule}>
        <input type="password" />
      </Field>,
    );
    expect(repeated.split(rule)).toHaveLength(2);
    expect(repeated).toContain('class="field-error"');
    expect(repeated).not.toMatch(/-hint/);

    const other = renderToStaticMarkup(
      <Field label="Password" hint={rule} error="Password is required.">
        <input type="password" />
      </Field>,
    );
    expect(other).toContain(rule);
    expect(other).toContain('Password is required.');
  });
});
