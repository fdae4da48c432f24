import { logger } from '../http/observability';
import { deliverQueuedMail } from '../services/queued-mail';

/** Every minute (EventBridge; a timer in the embedded stack): the outbox's due mails. */
export const handler = async (): Promise<{ sent: number; deferred: number; dropped: number }> => {
  const tally = await deliverQueuedMail();
  if (tally.sent + tally.deferred + tally.dropped > 0) logger.info('Queued mail processed', tally);
  return tally;
};
