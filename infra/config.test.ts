import { describe, expect, it } from 'vitest';
import { isProduction, parseDeployConfig } from './config';

const base = { stage: 'dev', staffEmail: 'staff@physiciancontracts.org', senderEmail: 'no-reply@physiciancontracts.org' };
const read = (values: Record<string, unknown>) => (key: string) => values[key];

describe('deploy configuration', () => {
  it('accepts a minimal stage and defaults to no extra origins', () => {
    expect(parseDeployConfig(read(base))).toEqual({ ...base, extraWebOrigins: [] });
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
    expect(isProduction(parseDeployConfig(read({ ...base, stage: 'prod' })))).toBe(true);
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
