import { createTheme, ThemeProvider } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
// Only the primitives the dashboard uses, in their cascade-layer builds: the product's own CSS is
// unlayered and wins over them, so Amplify's base rules (body, html) never restyle other screens.
import '@aws-amplify/ui-react/styles/base.layer.css';
import '@aws-amplify/ui-react/styles/alert.layer.css';
import '@aws-amplify/ui-react/styles/badge.layer.css';
import '@aws-amplify/ui-react/styles/button.layer.css';
import '@aws-amplify/ui-react/styles/checkbox.layer.css';
import '@aws-amplify/ui-react/styles/checkboxField.layer.css';
import '@aws-amplify/ui-react/styles/field.layer.css';
import '@aws-amplify/ui-react/styles/fieldMessages.layer.css';
import '@aws-amplify/ui-react/styles/flex.layer.css';
import '@aws-amplify/ui-react/styles/icon.layer.css';
import '@aws-amplify/ui-react/styles/input.layer.css';
import '@aws-amplify/ui-react/styles/loader.layer.css';
import '@aws-amplify/ui-react/styles/select.layer.css';
import '@aws-amplify/ui-react/styles/selectField.layer.css';
import '@aws-amplify/ui-react/styles/table.layer.css';
import '@aws-amplify/ui-react/styles/textArea.layer.css';
import '@aws-amplify/ui-react/styles/textAreaField.layer.css';
import '@aws-amplify/ui-react/styles/visuallyHidden.layer.css';

/**
 * Amplify UI's theme from web/src/styles/tokens.css: every value is one of the product's custom
 * properties, so the dashboard's primitives look like the rest of the product and follow any token change.
 */
const theme = createTheme({
  name: 'physician-contracts',
  tokens: {
    colors: {
      brand: {
        primary: {
          10: 'var(--color-primary-tint)',
          20: 'var(--color-primary-soft)',
          40: 'var(--color-primary-soft)',
          60: 'var(--color-primary)',
          80: 'var(--color-primary-strong)',
          90: 'var(--color-primary-deep)',
          100: 'var(--color-primary-deep)',
        },
      },
      font: { primary: 'var(--color-ink)', secondary: 'var(--color-ink-muted)' },
      border: { primary: 'var(--color-border-strong)', secondary: 'var(--color-border)' },
      background: { primary: 'var(--color-surface)', secondary: 'var(--color-primary-tint)' },
    },
    fonts: { default: { variable: 'var(--font-sans)', static: 'var(--font-sans)' } },
    radii: { small: 'var(--radius-sm)', medium: 'var(--radius-sm)', large: 'var(--radius)' },
  },
});

/** Wraps the dashboard: Amplify UI's primitives inside read the product's tokens. */
export function DashboardTheme({ children }: { readonly children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
