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
import { holderOf, signingKeyId, userPoolRefusal } from '../route-grants';
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
  UserMFASettingList?: string[];
  PreferredMfaSetting?: string;
}
interface UserPool {
  getUserByUsername(ctx: unknown, username: string): Promise<PoolUser | null>;
  saveUser(ctx: unknown, user: PoolUser): Promise<void>;
  storeRefreshToken(ctx: unknown, refreshToken: string, user: PoolUser): Promise<void>;
}
interface AppClient {
  WriteAttributes?: string[];
}
interface TargetServices {
  cognito: {
    getUserPool(ctx: unknown, userPoolId: string): Promise<UserPool>;
    getUserPoolForClientId(ctx: unknown, clientId: string): Promise<UserPool>;
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

// cognito-local has no AdminSetUserMFAPreference, which create-admin's take-over calls so that the
// previous holder's authenticator no longer signs in. Same effect as AWS on the TOTP setting (the
// only one the product uses): the method leaves the user's list, and the preference with it.
Targets.AdminSetUserMFAPreference =
  ({ cognito, clock }: TargetServices) =>
  async (
    ctx: unknown,
    request: { UserPoolId: string; Username: string; SoftwareTokenMfaSettings?: { Enabled?: boolean; PreferredMfa?: boolean } },
  ) => {
    const userPool = await cognito.getUserPool(ctx, request.UserPoolId);
    const user = await userPool.getUserByUsername(ctx, request.Username);
    if (!user) throw new errors.UserNotFoundError();
    const settings = request.SoftwareTokenMfaSettings;
    if (!settings) return {};
    const methods = new Set(user.UserMFASettingList ?? []);
    if (settings.Enabled) methods.add('SOFTWARE_TOKEN_MFA');
    else methods.delete('SOFTWARE_TOKEN_MFA');
    const preferred =
      settings.Enabled && settings.PreferredMfa
        ? 'SOFTWARE_TOKEN_MFA'
        : user.PreferredMfaSetting === 'SOFTWARE_TOKEN_MFA'
          ? undefined
          : user.PreferredMfaSetting;
    await userPool.saveUser(ctx, { ...user, UserMFASettingList: [...methods], PreferredMfaSetting: preferred, UserLastModifiedDate: clock.get() });
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

// cognito-local answers an MFA challenge (RespondToAuthChallenge SOFTWARE_TOKEN_MFA) without
// looking at its Session: a user name and a valid code would sign in without the password. AWS
// accepts only the Session its InitiateAuth returned after the password, for 3 minutes. The same
// here: InitiateAuth's challenge sessions are remembered with their user, and a response must bring
// one (its user name, as sent to InitiateAuth or as the challenge named it); it is used up by success.
// Also: cognito-local does not keep the refresh token it issues there (its password sign-in does),
// so REFRESH_TOKEN_AUTH would fail for every two-step sign-in; it is kept here, as AWS keeps it.
const challengeSessionLifetimeMs = 3 * 60 * 1000;
const challengeSessions = new Map<string, { usernames: string[]; expiresAt: number }>();
const initiateAuth = Targets.InitiateAuth as TargetFactory | undefined;
const respondToAuthChallenge = Targets.RespondToAuthChallenge as TargetFactory | undefined;
if (typeof initiateAuth !== 'function' || typeof respondToAuthChallenge !== 'function') {
  throw new Error('cognito-local InitiateAuth / RespondToAuthChallenge not found: cannot bind MFA challenges to their session');
}
Targets.InitiateAuth = (services: TargetServices) => {
  const inner = initiateAuth(services);
  return async (ctx: unknown, request: Record<string, unknown>) => {
    const result = (await inner(ctx, request)) as {
      ChallengeName?: string;
      Session?: string;
      ChallengeParameters?: Record<string, string>;
      AuthenticationResult?: { AccessToken?: string; IdToken?: string };
    };
    if ((request.AuthFlow === 'REFRESH_TOKEN_AUTH' || request.AuthFlow === 'REFRESH_TOKEN') && result?.AuthenticationResult) {
      keepOriginalAuthTime(result.AuthenticationResult, (request.AuthParameters as Record<string, unknown> | undefined)?.REFRESH_TOKEN);
    }
    if (result?.ChallengeName && result.Session) {
      const sent = (request.AuthParameters as Record<string, unknown> | undefined)?.USERNAME;
      const named = result.ChallengeParameters?.USER_ID_FOR_SRP;
      const usernames = [sent, named].filter((name): name is string => typeof name === 'string').map((name) => name.toLowerCase());
      const now = Date.now();
      for (const [session, { expiresAt }] of challengeSessions) if (expiresAt < now) challengeSessions.delete(session);
      challengeSessions.set(result.Session, { usernames, expiresAt: now + challengeSessionLifetimeMs });
    }
    return result;
  };
};
Targets.RespondToAuthChallenge = (services: TargetServices) => {
  const inner = respondToAuthChallenge(services);
  return async (ctx: unknown, request: Record<string, unknown>) => {
    const session = typeof request.Session === 'string' ? request.Session : '';
    const known = challengeSessions.get(session);
    const username = (request.ChallengeResponses as Record<string, unknown> | undefined)?.USERNAME;
    if (!known || known.expiresAt < Date.now() || typeof username !== 'string' || !known.usernames.includes(username.toLowerCase())) {
      throw new notAuthorized.NotAuthorizedError('Invalid session for the user, session is expired.');
    }
    const userPool = await services.cognito.getUserPoolForClientId(ctx, String(request.ClientId));
    const before = await userPool.getUserByUsername(ctx, username);
    const result = (await inner(ctx, request)) as { AuthenticationResult?: { RefreshToken?: string } };
    if (result?.AuthenticationResult) {
      challengeSessions.delete(session);
      const refreshToken = result.AuthenticationResult.RefreshToken;
      const user = await userPool.getUserByUsername(ctx, username);
      if (refreshToken && user) await userPool.storeRefreshToken(ctx, refreshToken, user);
      // A sign-in changes nothing of the user in AWS (UserLastModifiedDate stays); cognito-local
      // stamps it at every code answered, which would end every other session of a staff member
      // at their next sign-in (functions/http/second-factor.ts compares it with auth_time).
      const after = await userPool.getUserByUsername(ctx, username);
      if (before && after) await userPool.saveUser(ctx, { ...after, UserLastModifiedDate: before.UserLastModifiedDate });
    }
    return result;
  };
};

// cognito-local stamps auth_time with the time of each refresh; AWS keeps the time of the sign-in the
// refresh token came from (OpenID Connect Core §12.2: "the time of the original authentication"). A
// function that keys a sign-in session by auth_time (the desk's Files-opened log, the second-factor
// check) would see a new session at every hourly refresh. cognito-local's refresh token is a JWT of its
// own key whose iat is that sign-in's time: the refreshed tokens are signed again, with the same key,
// claims and lifetimes, and that auth_time.
const requireFromTokens = createRequire(require.resolve('cognito-local/lib/services/tokenGenerator.js'));
const jwt = requireFromTokens('jsonwebtoken') as {
  decode(token: string): Record<string, unknown> | null;
  sign(payload: object, key: string, options: { algorithm: 'RS256'; keyid: string }): string;
};
const signingKey = (requireFromTokens('../keys/cognitoLocal.private.json') as { pem: string }).pem;

function keepOriginalAuthTime(tokens: { AccessToken?: string; IdToken?: string }, refreshToken: unknown): void {
  const signedInAt = typeof refreshToken === 'string' ? jwt.decode(refreshToken)?.iat : undefined;
  if (typeof signedInAt !== 'number') return;
  for (const name of ['AccessToken', 'IdToken'] as const) {
    const token = tokens[name];
    const claims = token ? jwt.decode(token) : null;
    if (token && claims) tokens[name] = jwt.sign({ ...claims, auth_time: signedInAt }, signingKey, { algorithm: 'RS256', keyid: 'CognitoLocal' });
  }
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
  // A route's Admin* calls are held to its declared userPool actions, as its IAM role is in AWS (route-grants.ts).
  const keyId = signingKeyId(request.headers.authorization);
  const holder = holderOf(keyId);
  if (keyId !== undefined && holder !== 'stack') {
    const operation = String(request.headers['x-amz-target'] ?? '').replace(/^AWSCognitoIdentityProviderService\./, '');
    const refusal = holder ? userPoolRefusal(holder, operation) : `unknown access key ${keyId}`;
    if (refusal) {
      logger.info(`access refused: ${refusal}`);
      response.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify({ __type: 'AccessDeniedException', message: refusal }));
      return;
    }
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
