/**
 * What every local function's environment sets up before its handler loads (function-worker.ts
 * imports it first, in each worker): the AWS clients the functions share are held to the running
 * route's declaration, as its IAM role holds them in AWS.
 */
import { enforceTableNeeds } from './table-access';
import { signAsRunningRoute } from './route-credentials';

// DynamoDB Local enforces no IAM: the functions' one table client refuses, as each route's role
// would in AWS, any call outside the route's declared partitions (table-access.ts).
const { documentClient } = await import('#functions/adapters/dynamo.ts');
enforceTableNeeds(documentClient, (message) => console.log(`table access refused: ${message}`));
// Nor do s3rver, the SES emulator and cognito-local: the functions' other clients sign with the
// running route's own credentials, and those emulators refuse what its role could not do in AWS.
signAsRunningRoute([
  (await import('#functions/adapters/uploads.ts')).s3,
  (await import('#functions/adapters/media.ts')).s3,
  (await import('#functions/adapters/mailer.ts')).ses,
  (await import('#functions/adapters/user-pool.ts')).cognito,
]);
