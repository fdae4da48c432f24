/*
 * Cursors of the index lists (GSI1, or GSI2 for lists by state): where a page ended, as an opaque string the browser hands
 * back. It holds the list item's own key and nothing else, and is checked when it comes back: the
 * table key must be of the list's kind and the sort key a list sort key, so a forged cursor cannot
 * start a Query anywhere else (the caller answers 400 naming `cursor`).
 */

export interface ListShape {
  /** The list's GSI1PK value. */
  readonly list: string;
  /** Which table partitions its items live in (their PK starts `<partition>#`). */
  readonly itemPartition: string;
  /** Their SK, the same for every item of the list. */
  readonly itemSort: string;
  /** A list of the state index (GSI2: `list` is its GSI2PK) rather than GSI1. */
  readonly stateList?: boolean;
}

/** The index key attributes of a list's index. */
export function listKeyNames(shape: Pick<ListShape, 'stateList'>): { pk: 'GSI1PK' | 'GSI2PK'; sk: 'GSI1SK' | 'GSI2SK' } {
  return shape.stateList ? { pk: 'GSI2PK', sk: 'GSI2SK' } : { pk: 'GSI1PK', sk: 'GSI1SK' };
}

// Every list's index sort key is a 15-digit time (sortableTime), perhaps followed by '#<id>'.
const listSortKey = /^\d{15}(#[A-Za-z0-9-]{1,64})?$/;

export function encodeListCursor(lastKey: Record<string, unknown>, shape: Pick<ListShape, 'stateList'> = {}): string {
  return Buffer.from(JSON.stringify([lastKey.PK, lastKey.SK, lastKey[listKeyNames(shape).sk]])).toString('base64url');
}

/** The ExclusiveStartKey a cursor stands for, or undefined when it is not one this list gave. */
export function decodeListCursor(cursor: string, shape: ListShape): Record<string, string> | undefined {
  try {
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
    if (!Array.isArray(decoded) || decoded.length !== 3) return undefined;
    const [PK, SK, sortKey] = decoded as unknown[];
    if (typeof PK !== 'string' || !PK.startsWith(`${shape.itemPartition}#`) || PK.length > 200) return undefined;
    if (SK !== shape.itemSort || typeof sortKey !== 'string' || !listSortKey.test(sortKey)) return undefined;
    const { pk, sk } = listKeyNames(shape);
    return { PK, SK, [pk]: shape.list, [sk]: sortKey };
  } catch {
    return undefined;
  }
}
