import { describe, expect, it } from 'vitest';
import { isHttpLink } from './links.ts';

describe('isHttpLink', () => {
  it.each(['http://x.ph', 'https://x.ph/a?b=1', ' HTTPS://X.PH/c '])('accepts %s', (link) => {
    expect(isHttpLink(link)).toBe(true);
  });

  it.each(['', 'javascript:alert(1)', 'cashloan://home', '/repay', 'https://', 'https://a b'])(
    'refuses %j',
    (link) => {
      expect(isHttpLink(link)).toBe(false);
    },
  );
});
