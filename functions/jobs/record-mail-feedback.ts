import { logger } from '../http/observability';
import { recordMailFeedback } from '../services/mail-feedback';

/** The SNS records of SES's configuration set (bounces and complaints). */
interface SnsEvent {
  readonly Records: readonly { readonly Sns: { readonly Message: string } }[];
}

export const handler = async (event: SnsEvent): Promise<{ recorded: number }> => {
  const recorded = await recordMailFeedback(event.Records.map((record) => record.Sns.Message));
  // A count only: the addresses are personal data and stay out of logs.
  if (recorded > 0) logger.info('Addresses suppressed', { recorded });
  return { recorded };
};
