import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_ACTIONS, type BridgeAction } from '../../../bridge-protocol/protocol';
import {
  backToLogin,
  burialPoint,
  callPhone,
  closeWebView,
  endBank,
  goHome,
  goMine,
  goRating,
  openPage,
  openPageWithArray,
  startBank,
} from './actions';
import { productDetailLink } from './deep-link';

function installShell() {
  const posted = new Map<string, ReturnType<typeof vi.fn>>();
  const messageHandlers = Object.fromEntries(
    BRIDGE_ACTIONS.map((action) => {
      const postMessage = vi.fn();
      posted.set(action, postMessage);
      return [action, { postMessage }];
    }),
  );
  window.webkit = { messageHandlers };
  return posted;
}

afterEach(() => {
  delete window.webkit;
  vi.restoreAllMocks();
});

const cases: [BridgeAction, () => boolean, unknown][] = [
  ['openPage', () => openPage(productDetailLink(12)), { url: 'cashloan://product/detail?productId=12' }],
  ['openPage', () => openPage('https://a.example/x', 'Pay'), { url: 'https://a.example/x', title: 'Pay' }],
  ['closeWebView', () => closeWebView(), {}],
  [
    'openPageWithArray',
    () => openPageWithArray([{ url: '/repay' }, { url: 'cashloan://home', title: 'Home' }]),
    [{ url: '/repay' }, { url: 'cashloan://home', title: 'Home' }],
  ],
  ['goHome', () => goHome(), {}],
  ['goMine', () => goMine(), {}],
  ['backToLogin', () => backToLogin(), {}],
  ['callPhone', () => callPhone('09171234567'), { phone: '09171234567' }],
  ['goRating', () => goRating(), {}],
  ['burialPoint', () => burialPoint('borrow_again'), { event: 'borrow_again' }],
  [
    'burialPoint',
    () => burialPoint('borrow_again', { moduleId: '30' }),
    { event: 'borrow_again', params: { moduleId: '30' } },
  ],
  ['startBank', () => startBank({ source: 'loanDetail' }), { source: 'loanDetail' }],
  ['startBank', () => startBank(), {}],
  ['endBank', () => endBank({ source: 'loanDetail' }), { source: 'loanDetail' }],
];

describe('action wrappers', () => {
  it.each(cases)('%s posts its payload to its own handler only', (action, send, payload) => {
    const posted = installShell();
    expect(send()).toBe(true);
    expect(posted.get(action)).toHaveBeenCalledExactlyOnceWith(payload);
    for (const [other, postMessage] of posted) {
      if (other !== action) expect(postMessage).not.toHaveBeenCalled();
    }
  });

  it('covers every action', () => {
    expect(new Set(cases.map(([action]) => action))).toEqual(new Set(BRIDGE_ACTIONS));
  });

  it.each(cases)('%s is a logged no-op without a shell', (action, send, payload) => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    expect(send()).toBe(false);
    expect(debug).toHaveBeenCalledExactlyOnceWith(`[bridge] no native shell: ${action}`, payload);
  });
});
