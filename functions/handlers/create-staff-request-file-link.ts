import { createStaffRequestFileLink } from '#shared/api/routes/create-staff-request-file-link.ts';
import { staffRoute } from '../http/staff-route';
import { staffRequestFileUrl } from '../services/staff-request-file-link';

export const handler = staffRoute(createStaffRequestFileLink, async ({ principal, record, params, body }) =>
  staffRequestFileUrl(record.account, params, body.file, principal.authTime),
);
