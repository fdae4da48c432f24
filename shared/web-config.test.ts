import { describe, expect, it } from 'vitest';
import { webConfigSchema } from './web-config';

const valid = {
  apiUrl: '/api/',
  region: 'us-east-1',
  userPoolId: 'us-east-1_abc',
  userPoolClientId: 'client',
  staffEmail: 'staff@example.com',
};

describe('web config', () => {
  it('accepts a deployed configuration and trims the API path', () => {
    expect(webConfigSchema.parse(valid).apiUrl).toBe('/api');
  });

  it("takes the API only on the app's own origin: no other origin, no protocol-relative URL", () => {
    for (const apiUrl of ['https://abc.execute-api.us-east-1.amazonaws.com', '//evil.example/api', 'api', '/api/../x', '/a b']) {
      const result = webConfigSchema.safeParse({ ...valid, apiUrl });
      expect(result.success, apiUrl).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['apiUrl']);
    }
  });

  it('accepts an embedded pool endpoint', () => {
    expect(webConfigSchema.parse({ ...valid, userPoolEndpoint: 'http://127.0.0.1:9229' }).userPoolEndpoint).toBe('http://127.0.0.1:9229');
  });

  it('names the field that is wrong', () => {
    const result = webConfigSchema.safeParse({ ...valid, staffEmail: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['staffEmail']);
  });
});
