import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { accessLevels, contract, groupsAllow, handlerFileName, httpMethods, routes } from './contract';
import { pathParameterNames } from './paths';

describe('API contract', () => {
  it('gives every route a unique id and a unique method + path', () => {
    const ids = routes.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [id, route] of Object.entries(contract)) expect(route.id).toBe(id);
  });

  it('declares each route in shared/api/routes/<kebab-case id>.ts, the module its handler imports', async () => {
    for (const route of routes) {
      const module = (await import(`./routes/${handlerFileName(route.id)}.ts`)) as Record<string, unknown>;
      expect(module[route.id], route.id).toBe(route);
    }
  });

  it('uses only known methods, access levels and absolute paths', () => {
    for (const route of routes) {
      expect(httpMethods).toContain(route.method);
      expect(accessLevels).toContain(route.access);
      expect(route.path).toMatch(/^\/[A-Za-z0-9/{}_-]*$/);
    }
  });

  it('declares a params schema exactly for the parameters its path has', () => {
    for (const route of routes) {
      const names = pathParameterNames(route.path).sort();
      const declared = Object.keys(route.params?.shape ?? {}).sort();
      expect(declared, route.id).toEqual(names);
    }
  });

  it('scopes object grants to key prefixes and never lets a public route write objects', () => {
    for (const route of routes) {
      for (const grant of [...(route.needs?.uploads ?? []), ...(route.needs?.media ?? [])]) {
        expect(grant.prefix, route.id).toMatch(/^[a-z0-9-]+\/([a-z0-9-]+\/)*$/);
        expect(grant.uses.length, route.id).toBeGreaterThan(0);
      }
      if (route.access === 'public') {
        const writesObjects = [...(route.needs?.uploads ?? []), ...(route.needs?.media ?? [])].some((grant) =>
          grant.uses.some((use) => use !== 'read'),
        );
        expect(writesObjects, route.id).toBe(false);
      }
    }
  });

  it('throttles every public route, the e-mail senders together within the SES default of 14 messages a second', () => {
    const publicRoutes = routes.filter((route) => route.access === 'public');
    for (const route of publicRoutes) {
      expect(route.throttle, route.id).toBeDefined();
      expect(route.throttle!.rateLimit, route.id).toBeGreaterThan(0);
      expect(route.throttle!.burstLimit, route.id).toBeGreaterThanOrEqual(route.throttle!.rateLimit);
    }
    const mailRate = publicRoutes.filter((route) => route.needs?.email).reduce((sum, route) => sum + route.throttle!.rateLimit, 0);
    expect(mailRate).toBeLessThanOrEqual(14);
  });

  it('serves unverified and unapproved accounts only on the routes they need (issue 11)', () => {
    const servingOthers = routes
      .filter((route) => (route.serves ?? []).length > 0)
      .map((route) => route.id)
      .sort();
    // enableTwoStep: staff set two-step sign-in up before approval (issue 27).
    expect(servingOthers).toEqual(['changeEmail', 'deleteMe', 'enableTwoStep', 'getMe', 'sendMyVerificationEmail']);
    for (const route of routes) if (route.access === 'public') expect(route.serves, route.id).toBeUndefined();
  });

  it('lets every signed-in route read the table: the route factory checks the account record on each call', () => {
    for (const route of routes) if (route.access !== 'public') expect(route.needs?.table, route.id).toBeDefined();
  });

  it('never attaches a body to GET, nor to DELETE beyond the current password it re-verifies', () => {
    for (const route of routes) {
      if (route.method === 'GET') expect(route.body, route.id).toBeUndefined();
      // Deleting the account asks for the password again (issue 11); nothing else rides on a DELETE.
      if (route.method === 'DELETE' && route.body) expect(Object.keys((route.body as z.ZodMiniObject).shape), route.id).toEqual(['currentPassword']);
    }
  });

  it('lets each role through only the access levels meant for it', () => {
    expect(groupsAllow('public', [])).toBe(true);
    expect(groupsAllow('signedIn', [])).toBe(true);
    expect(groupsAllow('physician', ['physician'])).toBe(true);
    expect(groupsAllow('physician', ['staff'])).toBe(false);
    expect(groupsAllow('staff', ['staff'])).toBe(true);
    expect(groupsAllow('staff', ['admin'])).toBe(true);
    expect(groupsAllow('staff', ['physician'])).toBe(false);
    expect(groupsAllow('admin', ['staff'])).toBe(false);
    expect(groupsAllow('admin', ['admin'])).toBe(true);
  });

  it('maps route ids to kebab-case handler files', () => {
    expect(handlerFileName('getMe')).toBe('get-me');
    expect(handlerFileName('health')).toBe('health');
    expect(handlerFileName('createContractReview')).toBe('create-contract-review');
  });
});

describe('the second-factor check of staff and admin routes', () => {
  it('is declared on every route of a level that needs two-step sign-in, and on no other', async () => {
    const { accessTable } = await import('../access');
    const { secondFactorCheckNeeds } = await import('./route-definition');
    for (const route of routes) {
      const checked = accessTable[route.access].needsTwoStep;
      expect(route.needs?.table?.accountUpdates ?? [], route.id).toEqual(checked ? secondFactorCheckNeeds.accountUpdates : []);
      if (checked) for (const action of secondFactorCheckNeeds.userPool) expect(route.needs?.userPool, route.id).toContain(action);
    }
  });
});
