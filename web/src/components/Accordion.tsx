import { useId, useState, type ReactNode } from 'react';
import { Icon } from './Icon';

export interface AccordionItem {
  readonly question: string;
  readonly answer: ReactNode;
}

/** Questions and answers where at most one item is open: opening one closes the other. */
export function Accordion({ items, headingLevel = 3 }: { readonly items: readonly AccordionItem[]; readonly headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className="accordion__item" data-open={expanded}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <Icon name="chevron" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
