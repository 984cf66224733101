import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema.ts';

describe('parseEnv', () => {
  it('defaults to the page origin, the default phone and the cashloan scheme', () => {
    expect(parseEnv({})).toEqual({
      VITE_API_BASE_URL: '',
      VITE_SERVICE_PHONE: '0917 555 0100',
      VITE_DEEP_LINK_SCHEME: 'cashloan',
      VITE_POLICY_URL: '/__fake/pages/policy',
    });
  });

  it('takes the production API origin without a trailing slash', () => {
    const real = { VITE_API_BASE_URL: 'https://api.lender.ph/', VITE_POLICY_URL: 'https://lender.ph/policy' };
    expect(parseEnv(real).VITE_API_BASE_URL).toBe('https://api.lender.ph');
  });

  it("refuses a build for the real API that would show the fake server's policy page", () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'https://api.lender.ph' })).toThrow(/VITE_POLICY_URL/);
    expect(() => parseEnv({ VITE_POLICY_URL: 'javascript:alert(1)' })).toThrow(/VITE_POLICY_URL/);
  });

  it('refuses an origin that is not http(s), saying which variable to fix', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'ftp://api.lender.ph' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => parseEnv({ VITE_API_BASE_URL: 'not a url' })).toThrow(/Fix the VITE_\* variables/);
  });

  it('refuses a deep-link scheme that is not a scheme', () => {
    expect(() => parseEnv({ VITE_DEEP_LINK_SCHEME: 'cash loan://' })).toThrow(/VITE_DEEP_LINK_SCHEME/);
  });
});
