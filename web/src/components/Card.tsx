import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from './Icon';

interface Props {
  readonly title: string;
  readonly icon?: IconName;
  readonly children: ReactNode;
  /** A link at the foot of the card. */
  readonly action?: { readonly to: string; readonly label: string };
  readonly headingLevel?: 2 | 3;
}

export function Card({ title, icon, children, action, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      {icon && (
        <span className="card__icon">
          <Icon name={icon} size={24} />
        </span>
      )}
      <Heading>{title}</Heading>
      {children}
      {action && (
        <Link className="card__action" to={action.to}>
          {action.label} <span aria-hidden="true">→</span>
        </Link>
      )}
    </article>
  );
}
