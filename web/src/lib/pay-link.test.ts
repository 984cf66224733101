import { describe, expect, it } from 'vitest';
import { linkTarget } from './pay-link.ts';

describe('linkTarget', () => {
  it('opens paths of this app in the app', () => {
    expect(linkTarget('/repaymentOfCode?type=1&payCode=12')).toEqual({
      kind: 'app',
      path: '/repaymentOfCode?type=1&payCode=12',
    });
    expect(linkTarget(' /loanDetail?productId=P1 ')).toEqual({
      kind: 'app',
      path: '/loanDetail?productId=P1',
    });
  });

  it('opens http(s) links in the page', () => {
    expect(linkTarget('https://pay.example.ph/x?y=1')).toEqual({
      kind: 'web',
      url: 'https://pay.example.ph/x?y=1',
    });
    expect(linkTarget('HTTP://127.0.0.1:4011/__fake/pages/channel-pay/1')).toMatchObject({ kind: 'web' });
  });

  it('refuses everything else, protocol-relative links included', () => {
    for (const link of [
      '',
      '  ',
      'javascript:alert(1)',
      'weixin://pay',
      'cashloan://home',
      '//evil.example/x',
      '/\\evil',
      'repay',
      '/a b',
    ]) {
      expect(linkTarget(link), link).toEqual({ kind: 'refused' });
    }
  });
});
