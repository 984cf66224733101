import { describe, expect, it } from 'vitest';
import { confirmationRedirect, statusView } from './order-status.ts';

describe('statusView', () => {
  it.each([
    [21, '0', 'black', []],
    [110, '0', 'red', ['cancel', 'moreProducts']],
    [151, '0', 'black', []],
    [170, '0', 'black', ['repayment']],
    [170, '1', 'black', ['repayment']],
    [174, '1', 'black', ['repay', 'rollover']],
    [174, '0', 'black', ['repayment']],
    [180, '1', 'red', ['repay', 'rollover']],
    [180, '0', 'red', ['repayment']],
    [200, '0', 'green', ['borrowAgain']],
  ] as const)('status %i with isDelay %s is %s with %j', (status, isDelay, tone, buttons) => {
    const view = statusView(status, isDelay);
    expect(view.tone).toBe(tone);
    expect(view.buttons).toEqual(buttons);
  });

  it('gives every status its own icon', () => {
    const icons = ([21, 110, 151, 170, 174, 180, 200] as const).map((s) => statusView(s, '0').icon);
    expect(new Set(icons).size).toBe(7);
  });
});

describe('confirmationRedirect', () => {
  it('follows an http(s) link when the status is not 21', () => {
    expect(confirmationRedirect({ orderStatus: 110, playeduL: 'https://x.ph/confirm?a=1' })).toBe(
      'https://x.ph/confirm?a=1',
    );
    expect(confirmationRedirect({ orderStatus: 151, playeduL: ' http://x.ph/c ' })).toBe('http://x.ph/c');
  });

  it('never redirects an order under review', () => {
    expect(confirmationRedirect({ orderStatus: 21, playeduL: 'https://x.ph/confirm' })).toBeNull();
  });

  it('ignores empty and non-http links', () => {
    expect(confirmationRedirect({ orderStatus: 174, playeduL: '' })).toBeNull();
    expect(confirmationRedirect({ orderStatus: 174, playeduL: 'javascript:alert(1)' })).toBeNull();
    expect(confirmationRedirect({ orderStatus: 174, playeduL: 'cashloan://confirm' })).toBeNull();
    expect(confirmationRedirect({ orderStatus: 174, playeduL: '/confirm' })).toBeNull();
  });
});
