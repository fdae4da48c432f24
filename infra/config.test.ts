import { describe, expect, it } from 'vitest';
import { isProtected, parseDeployConfig } from './config';

const base = { stage: 'dev', staffEmail: 'staff@physiciancontracts.org', senderEmail: 'no-reply@physiciancontracts.org' };
const read = (values: Record<string, unknown>) => (key: string) => values[key];

describe('deploy configuration', () => {
  it('accepts a minimal stage and defaults to no extra origins, a protected stage, and no optional protection', () => {
    expect(parseDeployConfig(read(base))).toEqual({
      ...base,
      sesIdentity: 'domain',
      extraWebOrigins: [],
      disposable: false,
      waf: false,
      mailHourlyCap: 500,
    });
  });

  it('caps verification and reset mail per hour at 500 unless told otherwise, from -c text or a cdk.json number', () => {
    expect(parseDeployConfig(read({ ...base, mailHourlyCap: '2000' })).mailHourlyCap).toBe(2000);
    expect(parseDeployConfig(read({ ...base, mailHourlyCap: 50 })).mailHourlyCap).toBe(50);
    for (const bad of ['0', '-5', '1.5', 'many', 0, 2.5]) {
      expect(() => parseDeployConfig(read({ ...base, mailHourlyCap: bad })), String(bad)).toThrow(/mailHourlyCap/);
    }
  });

  it("chooses the SES identity: the sender's domain by default, the address, or one that exists already", () => {
    expect(parseDeployConfig(read({ ...base, sesIdentity: 'existing' })).sesIdentity).toBe('existing');
    expect(() => parseDeployConfig(read({ ...base, sesIdentity: 'create' }))).toThrow(/sesIdentity/);
    expect(parseDeployConfig(read({ ...base, mailFromDomain: 'bounce.physiciancontracts.org' })).mailFromDomain).toBe(
      'bounce.physiciancontracts.org',
    );
    expect(() => parseDeployConfig(read({ ...base, mailFromDomain: 'mail.example.org' }))).toThrow(/mailFromDomain: must be a subdomain/);
    const zone = { hostedZoneId: 'Z0123456789ABCDEFGHIJ', hostedZoneName: 'physiciancontracts.org' };
    expect(parseDeployConfig(read({ ...base, ...zone }))).toMatchObject(zone);
    expect(() => parseDeployConfig(read({ ...base, hostedZoneId: zone.hostedZoneId }))).toThrow(/hostedZoneId and hostedZoneName go together/);
    expect(() => parseDeployConfig(read({ ...base, ...zone, hostedZoneName: 'example.org' }))).toThrow(/the sender's domain/);
    expect(() => parseDeployConfig(read({ ...base, ...zone, sesIdentity: 'existing' }))).toThrow(/only for a domain identity/);
  });

  it('protects every stage, whatever its name, unless its config says it is disposable', () => {
    for (const stage of ['prod', 'staging', 'dev', 'demo']) expect(isProtected(parseDeployConfig(read({ ...base, stage }))), stage).toBe(true);
    // -c disposable=true arrives as text; cdk.json may hold a boolean.
    expect(isProtected(parseDeployConfig(read({ ...base, disposable: 'true' })))).toBe(false);
    expect(isProtected(parseDeployConfig(read({ ...base, disposable: true })))).toBe(false);
    expect(isProtected(parseDeployConfig(read({ ...base, disposable: 'false' })))).toBe(true);
    expect(() => parseDeployConfig(read({ ...base, disposable: 'yes' }))).toThrow(/disposable/);
    expect(() => parseDeployConfig(read({ ...base, stage: 'prod', disposable: 'true' }))).toThrow(
      /disposable: a stage named prod is never disposable/,
    );
  });

  it('reads the ops address and the optional protections as switches', () => {
    const config = parseDeployConfig(read({ ...base, opsEmail: 'ops@physiciancontracts.org', waf: 'true', threatProtection: 'audit' }));
    expect(config).toMatchObject({ opsEmail: 'ops@physiciancontracts.org', waf: true, threatProtection: 'audit' });
    expect(() => parseDeployConfig(read({ ...base, threatProtection: 'true' }))).toThrow(/threatProtection/);
    expect(() => parseDeployConfig(read({ ...base, opsEmail: 'nobody' }))).toThrow(/opsEmail/);
  });

  it('names every bad key in one error', () => {
    expect(() => parseDeployConfig(read({ stage: 'Prod!', staffEmail: 'nope' }))).toThrow(/stage:[\s\S]*staffEmail:[\s\S]*senderEmail:/);
  });

  it('wants a domain and its us-east-1 certificate together', () => {
    expect(() => parseDeployConfig(read({ ...base, domainName: 'app.physiciancontracts.org' }))).toThrow(/certificateArn/);
    expect(() =>
      parseDeployConfig(
        read({
          ...base,
          domainName: 'app.physiciancontracts.org',
          certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc',
        }),
      ),
    ).toThrow(/us-east-1/);
  });

  it('refuses a placeholder sender in production', () => {
    expect(() => parseDeployConfig(read({ ...base, stage: 'prod', senderEmail: 'no-reply@example.com' }))).toThrow(/senderEmail/);
    expect(isProtected(parseDeployConfig(read({ ...base, stage: 'prod' })))).toBe(true);
  });

  it('refuses a plain-http extra origin in production, naming the key', () => {
    const prod = { ...base, stage: 'prod' };
    expect(() => parseDeployConfig(read({ ...prod, extraWebOrigins: 'http://localhost:5173' }))).toThrow(
      /extraWebOrigins: .*https:\/\/ origins only/,
    );
    expect(() => parseDeployConfig(read({ ...prod, extraWebOrigins: ['https://a.physiciancontracts.org', 'HTTP://b.org'] }))).toThrow(
      /extraWebOrigins/,
    );
    expect(parseDeployConfig(read({ ...prod, extraWebOrigins: 'https://preview.physiciancontracts.org' })).extraWebOrigins).toEqual([
      'https://preview.physiciancontracts.org',
    ]);
    expect(parseDeployConfig(read({ ...base, extraWebOrigins: 'http://localhost:5173' })).extraWebOrigins).toEqual(['http://localhost:5173']);
  });

  it('reads extra origins from -c as a comma list and refuses wildcards or paths', () => {
    expect(
      parseDeployConfig(read({ ...base, extraWebOrigins: 'http://localhost:5173,https://preview.physiciancontracts.org' })).extraWebOrigins,
    ).toEqual(['http://localhost:5173', 'https://preview.physiciancontracts.org']);
    expect(() => parseDeployConfig(read({ ...base, extraWebOrigins: 'https://*.example.org' }))).toThrow(/extraWebOrigins/);
    expect(() => parseDeployConfig(read({ ...base, extraWebOrigins: 'https://a.org/app' }))).toThrow(/extraWebOrigins/);
  });
});
