import { describe, expect, it } from 'vitest';
import { APP_LINK_SCHEME, isAppDeepLink, productDetailLink } from './deep-link';

describe('productDetailLink', () => {
  it('builds the product detail deep link with the app scheme', () => {
    expect(productDetailLink(12)).toBe('cashloan://product/detail?productId=12');
    expect(productDetailLink(' p-7 ')).toBe(`${APP_LINK_SCHEME}://product/detail?productId=p-7`);
  });

  it('encodes the id', () => {
    expect(productDetailLink('a&b=c')).toBe('cashloan://product/detail?productId=a%26b%3Dc');
  });

  it('refuses an empty id with a message that says what to pass', () => {
    expect(() => productDetailLink('  ')).toThrow(/productId is empty\. Pass the product id/);
  });
});

describe('isAppDeepLink', () => {
  it.each([
    ['cashloan://product/detail?productId=1', true],
    ['CASHLOAN://home', true],
    ['https://example.com', false],
    ['/repay', false],
    ['otherapp://x', false],
  ])('%s → %s', (url, expected) => {
    expect(isAppDeepLink(url)).toBe(expected);
  });
});
