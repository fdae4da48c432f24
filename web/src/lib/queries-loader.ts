import { loadOnce } from './load-once';

/**
 * TanStack Query (about 12 KB of gzip JavaScript) loads with the first screen that reads data, or
 * when a session starts: the public pages never download it.
 */
export const loadQueries = loadOnce(() => import('./queries'));
