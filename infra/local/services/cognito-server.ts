/**
 * Child process: cognito-local, started from its own modules rather than its bin so that its data
 * store can be fixed first. Run with cwd = the data directory (it keeps `.cognito/` in cwd) and
 * HOST / PORT in the environment (read when its config module loads; they also set the issuer).
 *
 * The fix: cognito-local saves each StormDB file with overlapping async fs.writeFile calls
 * (e.g. deleting a user who is in two groups), which can leave a corrupt JSON file. Replacing
 * stormdb's file engine, before any store is created, with one that writes synchronously to a
 * temporary file and renames it makes every save whole and ordered. This survives `npm install`
 * (node_modules is untouched) and fails loudly below if the modules it relies on change shape.
 *
 * Also: requests from a browser origin other than --allow-origin are refused (see below).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { onStop } from './lifecycle';

interface FileEngine {
  path: string;
  serialize: (data: unknown) => string;
  write(data: unknown): Promise<void> | null;
}
type FileEngineConstructor = new (path: string, options?: Record<string, unknown>) => FileEngine;
interface Logger {
  info(message: string): void;
  error(error: unknown): void;
}

const { values } = parseArgs({ options: { 'allow-origin': { type: 'string', multiple: true, default: [] } } });
const allowedOrigins = new Set(values['allow-origin']);
const host = process.env.HOST ?? 'localhost';
const port = Number(process.env.PORT ?? '9229');

const require = createRequire(import.meta.url);
// Resolve stormdb exactly as cognito-local's data store module does, so the patch hits its copy.
const requireFromStore = createRequire(require.resolve('cognito-local/lib/services/dataStore/stormDb.js'));
const stormdb = requireFromStore('stormdb') as { localFileEngine?: FileEngineConstructor };
const BaseEngine = stormdb.localFileEngine;
if (typeof BaseEngine !== 'function') throw new Error('stormdb.localFileEngine not found: cannot patch cognito-local');

class AtomicSyncFileEngine extends BaseEngine {
  constructor(path: string, options: Record<string, unknown> = {}) {
    super(path, { ...options, async: false });
  }

  override write(data: unknown): null {
    const temporary = `${this.path}.tmp`;
    writeFileSync(temporary, this.serialize(data));
    renameSync(temporary, this.path);
    return null;
  }
}
stormdb.localFileEngine = AtomicSyncFileEngine;

// cognito-local has no AdminUserGlobalSignOut, which the API calls to end every session of a user
// (a reset, a password or e-mail change, a role or approval change). AWS revokes the user's refresh
// tokens; here the same target forgets them, so a refresh with an old token fails as it does in AWS.
// Access tokens already issued stay valid in both homes until the API's record check refuses them.
interface PoolUser {
  RefreshTokens?: string[];
  UserLastModifiedDate?: Date;
}
interface UserPool {
  getUserByUsername(ctx: unknown, username: string): Promise<PoolUser | null>;
  saveUser(ctx: unknown, user: PoolUser): Promise<void>;
}
interface AppClient {
  WriteAttributes?: string[];
}
interface TargetServices {
  cognito: {
    getUserPool(ctx: unknown, userPoolId: string): Promise<UserPool>;
    getAppClient(ctx: unknown, clientId: string): Promise<AppClient | null>;
  };
  clock: { get(): Date };
}
const { Targets } = require('cognito-local/lib/targets/targets') as { Targets: Record<string, (services: TargetServices) => unknown> };
if (!Targets || typeof Targets.AdminDisableUser !== 'function') throw new Error('cognito-local targets not found: cannot add AdminUserGlobalSignOut');
const errors = require('cognito-local/lib/errors') as { UserNotFoundError: new () => Error };
Targets.AdminUserGlobalSignOut =
  ({ cognito, clock }: TargetServices) =>
  async (ctx: unknown, request: { UserPoolId: string; Username: string }) => {
    const userPool = await cognito.getUserPool(ctx, request.UserPoolId);
    const user = await userPool.getUserByUsername(ctx, request.Username);
    if (!user) throw new errors.UserNotFoundError();
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [], UserLastModifiedDate: clock.get() });
    return {};
  };

// cognito-local stores an app client's WriteAttributes but lets any signed-in user write every
// attribute of their own (UpdateUserAttributes and friends take only the access token). AWS refuses
// what the client may not write; the product's client may write only an attribute the product never
// reads (infra/client-write-attributes.ts), so the e-mail changes only through the API. The same refusal here, before cognito-local's own target.
type TargetFactory = (services: TargetServices) => (ctx: unknown, request: Record<string, unknown>) => Promise<unknown>;
const attributeWrites: Record<string, (request: Record<string, unknown>) => unknown[]> = {
  UpdateUserAttributes: (request) => ((request.UserAttributes as { Name?: unknown }[] | undefined) ?? []).map((attribute) => attribute.Name),
  DeleteUserAttributes: (request) => (request.UserAttributeNames as unknown[] | undefined) ?? [],
  // Verifying sets <name>_verified; stricter than needed for AWS, and unused by the product.
  GetUserAttributeVerificationCode: (request) => [request.AttributeName],
  VerifyUserAttribute: (request) => [request.AttributeName],
};
const notAuthorized = errors as unknown as { NotAuthorizedError: new (message?: string) => Error };
for (const [target, attributesOf] of Object.entries(attributeWrites)) {
  const original = Targets[target] as TargetFactory | undefined;
  if (typeof original !== 'function') throw new Error(`cognito-local target ${target} not found: cannot enforce WriteAttributes`);
  Targets[target] = (services: TargetServices) => {
    const inner = original(services);
    return async (ctx: unknown, request: Record<string, unknown>) => {
      const clientId = accessTokenClientId(request.AccessToken);
      const appClient = clientId ? await services.cognito.getAppClient(ctx, clientId) : null;
      const writable = appClient?.WriteAttributes;
      // Absent or empty means every attribute, as in AWS.
      if (writable?.length && attributesOf(request).some((name) => typeof name !== 'string' || !writable.includes(name))) {
        throw new notAuthorized.NotAuthorizedError('A client attempted to write unauthorized attribute');
      }
      return inner(ctx, request);
    };
  };
}

/** The app client an access token was issued to (cognito-local's targets verify the token themselves). */
function accessTokenClientId(token: unknown): string | undefined {
  if (typeof token !== 'string') return undefined;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { client_id?: unknown };
    return typeof payload.client_id === 'string' ? payload.client_id : undefined;
  } catch {
    return undefined;
  }
}

// Its bin's logger, without colours (the parent prefixes and forwards these lines).
const requireFromCognito = createRequire(require.resolve('cognito-local/package.json'));
const pino = requireFromCognito('pino') as (options: object, stream: unknown) => Logger;
const pretty = requireFromCognito('pino-pretty') as (options: object) => unknown;
const logger = pino({ level: process.env.DEBUG ? 'debug' : 'info' }, pretty({ colorize: false, ignore: 'pid,name,hostname,time', singleLine: true }));

const { createDefaultServer } = require('cognito-local/lib/server') as {
  createDefaultServer(logger: Logger): Promise<{ application: (request: IncomingMessage, response: ServerResponse) => void }>;
};
const { application } = await createDefaultServer(logger);

// cognito-local answers CORS with '*' and checks no credentials, so any page open in the developer's
// browser could call AdminCreateUser on it. Only the web app's origin (or no Origin: SDKs) gets in.
const server = createServer((request, response) => {
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins.has(origin)) {
    response.writeHead(403, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ __type: 'AccessDeniedException', message: `origin ${origin} is not allowed` }));
    return;
  }
  application(request, response);
});
await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, host, () => resolve());
});
onStop(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);
logger.info(`cognito-local listening on http://${host}:${port}`);
