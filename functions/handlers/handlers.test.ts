import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlerFileName, routes } from '#shared/api/contract.ts';

describe('every contract route has a handler', () => {
  beforeAll(() => {
    // Modules read their configuration at import; any value will do for this check.
    process.env.TABLE_NAME ??= 'contract-check';
    process.env.AWS_REGION ??= 'us-east-1';
    process.env.USER_POOL_ID ??= 'us-east-1_contractCheck';
    process.env.USER_POOL_CLIENT_ID ??= 'contract-check-client';
    process.env.UPLOADS_BUCKET ??= 'contract-check-uploads';
    process.env.MEDIA_BUCKET ??= 'contract-check-media';
    process.env.SENDER_EMAIL ??= 'no-reply@example.com';
    process.env.WEB_ORIGIN ??= 'https://app.example.com';
    process.env.ORIGIN_VERIFY_SECRET ??= 'contract-check-origin-secret-0123456789';
  });

  it.each(routes.map((r) => [r.id, handlerFileName(r.id)]))('%s → functions/handlers/%s.ts exports handler', async (_id, file) => {
    const path = fileURLToPath(new URL(`./${file}.ts`, import.meta.url));
    expect(existsSync(path), `${path} is missing`).toBe(true);
    const module = (await import(`./${file}.ts`)) as { handler?: unknown };
    expect(typeof module.handler).toBe('function');
  });
});

describe('every route that counts clients declares the origin secret, and no other route does', () => {
  // clientOf trusts CloudFront-Viewer-Address only with the secret CloudFront adds; the CDK gives
  // the secret to exactly the functions whose contract says needs.originSecret.
  it.each(routes.map((r) => [r.id, r] as const))('%s', (_id, route) => {
    const source = readFileSync(fileURLToPath(new URL(`./${handlerFileName(route.id)}.ts`, import.meta.url)), 'utf8');
    expect(/\bclientOf\(/.test(source)).toBe(!!route.needs?.originSecret);
  });
});
