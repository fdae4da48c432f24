import { health } from '../../shared/api/routes/health';
import { route } from '../lib/route';

export const handler = route(health, async () => ({ status: 'ok' as const }));
