import { describe, expect, it } from 'vitest';
import { webConfigSchema } from './web-config';

const valid = {
  apiUrl: 'https://api.example.com/',
  region: 'us-east-1',
  userPoolId: 'us-east-1_abc',
  userPoolClientId: 'client',
  staffEmail: 'staff@example.com',
};

describe('web config', () => {
  it('accepts a deployed configuration and trims the API URL', () => {
    expect(webConfigSchema.parse(valid).apiUrl).toBe('https://api.example.com');
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
