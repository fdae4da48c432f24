import { removeOrphanedAccounts } from '../services/orphaned-accounts';
import { removeOrphanedFiles, type OrphanedFilesTally } from '../services/orphaned-files';

/**
 * Daily (EventBridge; in the embedded stack at start and hourly): accounts whose pool user is gone,
 * then kept PDFs that no record names (a submission killed between its copy and its record).
 */
export const handler = async (): Promise<{ checked: number; removed: number; files: OrphanedFilesTally }> => {
  const accounts = await removeOrphanedAccounts();
  return { ...accounts, files: await removeOrphanedFiles() };
};
