import { health } from '#shared/api/routes/health.ts';
import { publicRoute } from '../http/public-route';

export const handler = publicRoute(health, async () => ({ status: 'ok' as const }));
