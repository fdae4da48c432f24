import { removeOrphanedAccounts } from '../services/orphaned-accounts';

/** Daily (EventBridge; in the embedded stack at start and hourly): accounts whose pool user is gone. */
export const handler = (): Promise<{ checked: number; removed: number }> => removeOrphanedAccounts();
