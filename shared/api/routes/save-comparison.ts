import { comparisonSchema } from '../offers';
import { defineRoute } from '../route-definition';

export const saveComparison = defineRoute('saveComparison', {
  method: 'PUT',
  path: '/me/comparison',
  area: 'comparison',
  access: 'physician',
  summary: "Keeps the caller's comparison: its assumptions and the 0 to 4 offers side by side, each one of the caller's (404 otherwise).",
  body: comparisonSchema,
  response: comparisonSchema,
  // One item in the caller's partition; the selected offers are looked up there first.
  needs: { table: { access: 'write', partitions: ['USER'] } },
});
