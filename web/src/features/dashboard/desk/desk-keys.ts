/**
 * The review desk's keyboard (issue 29): one key per thing a reviewer does to a finding, listed on
 * the screen from this same table, so the list cannot drift from what the keys do.
 */
export const deskCommands = ['next', 'previous', 'confirm', 'edit', 'strike', 'undo', 'confirmSure', 'showPage', 'deliver', 'findings'] as const;
export type DeskCommand = (typeof deskCommands)[number];

export const deskShortcuts: readonly { readonly command: DeskCommand; readonly keys: readonly string[]; readonly label: string }[] = [
  { command: 'next', keys: ['j', 'ArrowDown'], label: 'Next finding' },
  { command: 'previous', keys: ['k', 'ArrowUp'], label: 'Previous finding' },
  { command: 'confirm', keys: ['c'], label: 'Confirm it, then go to the next to settle' },
  { command: 'edit', keys: ['e'], label: 'Edit its value (Enter keeps it, Escape leaves it as it was)' },
  { command: 'strike', keys: ['x'], label: 'Not in contract' },
  { command: 'undo', keys: ['u'], label: 'Undo its decision' },
  { command: 'confirmSure', keys: ['a'], label: 'Confirm all the findings the reader is sure of' },
  { command: 'showPage', keys: ['p'], label: 'Show its page in the contract' },
  { command: 'deliver', keys: ['d'], label: 'Go to your review (PDF) and Submit' },
  { command: 'findings', keys: ['Escape'], label: 'From your review (PDF): back to the findings' },
];

/** What a key name looks like on the screen. */
export const keyLabel = (key: string) => ({ ArrowDown: '↓', ArrowUp: '↑', Escape: 'Esc' })[key] ?? key;

/** The parts of a keydown the desk reads (a DOM KeyboardEvent has them all). */
export interface DeskKey {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** The focused element's tag name and role, when it takes keys of its own. */
  readonly targetTag: string;
  readonly targetEditable: boolean;
}

/**
 * The command a key gives, or undefined: never while typing in a field, nor with Ctrl, Cmd or Alt
 * (the browser's and the screen reader's own keys); the arrows only where no control uses them.
 */
export function deskCommandOf(event: DeskKey): DeskCommand | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || event.targetEditable) return undefined;
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(event.targetTag.toUpperCase())) return undefined;
  const command = deskShortcuts.find((shortcut) => shortcut.keys.includes(event.key))?.command;
  // Escape is the delivery's own (its form hands it back); elsewhere it stays the browser's.
  return command === 'findings' ? undefined : command;
}

/**
 * Which finding Next or Previous chooses (its index in settle order), from the chosen one at
 * `index` of `count`. The desk opens on the finding to settle first without focusing it, so while
 * focus is not yet on the chosen finding (`onChosen` false) the key lands on it rather than the one
 * after it (issue 37: the first j skipped the least sure finding). Undefined when there is none.
 */
export function stepTo(command: 'next' | 'previous', index: number, count: number, onChosen: boolean): number | undefined {
  if (count === 0) return undefined;
  if (index < 0) return command === 'next' ? 0 : count - 1;
  if (!onChosen) return Math.min(index, count - 1);
  return Math.min(count - 1, Math.max(0, index + (command === 'next' ? 1 : -1)));
}
