import { loggableError, logger } from '../http/observability';

/** Registers how to undo a step that has just succeeded. */
export type OnUndo = (undo: () => Promise<unknown>) => void;

/**
 * Runs several writes to different services (the user pool, the table, e-mail) as one: when a
 * step throws, the undos registered so far run newest first, then the error goes on. An undo
 * that fails is logged and the others still run.
 */
export async function allOrNothing<T>(work: (onUndo: OnUndo) => Promise<T>): Promise<T> {
  const undos: (() => Promise<unknown>)[] = [];
  try {
    return await work((undo) => undos.push(undo));
  } catch (error) {
    for (const undo of undos.reverse()) {
      try {
        await undo();
      } catch (undoError) {
        logger.error('Undo failed', { error: loggableError(undoError) });
      }
    }
    throw error;
  }
}
