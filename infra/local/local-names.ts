import { roles } from '#shared/access.ts';

/** The embedded stack's resource names (the CDK names its own per stage). */
export const localNames = Object.freeze({
  table: 'physician-contracts-local',
  uploadsBucket: 'physician-contracts-local-uploads',
  mediaBucket: 'physician-contracts-local-media',
  userPool: 'physician-contracts-local',
  appClient: 'physician-contracts-local-web',
  groups: roles,
  adminEmail: 'admin@physician-contracts.local',
});
