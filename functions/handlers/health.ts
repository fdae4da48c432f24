import { contract } from '../../shared/api/contract';
import { route } from '../lib/route';

export const handler = route(contract.health, async () => ({ status: 'ok' as const }));
