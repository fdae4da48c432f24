import { getChapterLink } from '#shared/api/routes/get-chapter-link.ts';
import { route } from '../http/route';
import { chapterLink } from '../services/chapter-links';

// Verified physicians only: the factory has checked the account record against the route's access.
export const handler = route(getChapterLink, async ({ params }) => chapterLink(params.chapter));
