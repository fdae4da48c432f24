import { createStaffRequestFileLink } from '#shared/api/routes/create-staff-request-file-link.ts';
import { route } from '../http/route';
import { staffRequestFileUrl } from '../services/staff-request-file-link';

export const handler = route(createStaffRequestFileLink, async ({ record, params, body }) => staffRequestFileUrl(record.account, params, body.file));
