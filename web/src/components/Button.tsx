import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'on-dark' | 'danger';

interface StyleProps {
  readonly variant?: ButtonVariant;
  readonly size?: 'normal' | 'small';
  readonly block?: boolean;
}

/** The class names of a button of this look, for an element that cannot be a <Button> (a file picker's label). */
export function buttonClass({ variant = 'primary', size = 'normal', block = false }: StyleProps, extra?: string): string {
  return ['btn', `btn--${variant}`, size === 'small' ? 'btn--small' : '', block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

type ButtonProps = StyleProps & ButtonHTMLAttributes<HTMLButtonElement> & { readonly children: ReactNode };

/** The product's button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

type ButtonLinkProps = StyleProps & LinkProps;

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
