import { saveTermDraft } from '#shared/api/routes/save-term-draft.ts';
import { staffRoute } from '../http/staff-route';
import { saveStaffTermDraft } from '../services/term-draft';

export const handler = staffRoute(saveTermDraft, async ({ record, params, body }) => saveStaffTermDraft(record.account, params, body));
