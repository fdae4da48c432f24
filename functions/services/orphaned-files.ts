import { objectPrefixes, ownerOfKey } from '../adapters/object-keys';
import { addedOfferFileKeys } from '../adapters/offers';
import { requestFileKeys } from '../adapters/requests';
import { deleteObject, listObjectsUnder } from '../adapters/uploads';
import { logger } from '../http/observability';

/**
 * A kept PDF younger than this is left alone, whether or not a record names it yet: a submission
 * copies the PDF to its final key before it writes the record that names it, and no function runs
 * that long (a route at most 30 s behind API Gateway, a job 120 s), so a file older than this that no
 * record names is one whose function died between the two.
 */
export const orphanedFileMarginMs = 60 * 60 * 1000;

/** Where kept PDFs live under a user's prefix, and which of the owner's items name them there. */
const areas = { requests: requestFileKeys, offers: addedOfferFileKeys } as const;

export interface OrphanedFilesTally {
  /** Objects under requests/ and offers/ old enough to judge. */
  readonly checked: number;
  /** Of those, deleted: no item names them. */
  readonly removed: number;
}

/**
 * The later pass for a submission killed after its copy (issue 36 §6): a request's or an added
 * offer's PDF is copied to its final key, checked, and only then named by its record (keepStagedPdf);
 * a step that throws deletes the copy (allOrNothing), but a function killed by Lambda (timeout, out
 * of memory) runs no undo and leaves a file under requests/ or offers/ that nothing names. This lists
 * both prefixes and deletes every object older than the margin that no item of its owner names: a
 * request's `file`, `staffFile` or `reviewLink` under requests/, an added offer's `file` under offers/ (one Query
 * of the owner's partition per owner and prefix with old objects). A key with no user's segment (nothing this code writes) is
 * left as it is. Run by the daily remove-orphaned-accounts job.
 */
export async function removeOrphanedFiles(now = Date.now()): Promise<OrphanedFilesTally> {
  let checked = 0;
  let removed = 0;
  for (const [area, namesOf] of Object.entries(areas) as [keyof typeof areas, (userId: string) => Promise<string[]>][]) {
    // Keys are listed in order, so one owner's objects come together: only the current owner's names are held.
    let named: { readonly userId: string; readonly keys: ReadonlySet<string> } | undefined;
    const namedBy = async (userId: string) => {
      if (named?.userId !== userId) named = { userId, keys: new Set(await namesOf(userId)) };
      return named.keys;
    };
    for await (const page of listObjectsUnder(objectPrefixes[area])) {
      for (const object of page) {
        if (now - object.lastModified < orphanedFileMarginMs) continue;
        const owner = ownerOfKey(area, object.key);
        if (owner === undefined) continue;
        checked += 1;
        if ((await namedBy(owner)).has(object.key)) continue;
        await deleteObject(object.key);
        removed += 1;
      }
    }
  }
  // Counts only: keys name people.
  if (removed > 0) logger.info('Orphaned files removed', { checked, removed });
  return { checked, removed };
}
