import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeAction } from '../../bridge-protocol/protocol';
import { createEffectPresenter } from './effects';
import { resetPage } from './test-reset';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  resetPage();
});

function layer() {
  const shadow = document.getElementById('bridge-sim-effects')?.shadowRoot;
  if (!shadow) throw new Error('effects layer is not mounted');
  return {
    overlay: () => shadow.querySelector<HTMLElement>('[data-testid="bridge-sim-effect"]'),
    toasts: () => [...shadow.querySelectorAll('[data-testid="bridge-sim-toast"]')].map((t) => t.textContent),
    lines: () =>
      [...shadow.querySelectorAll('[data-testid="bridge-sim-effect"] p')].map((p) => p.textContent),
  };
}

function presenter() {
  const navigate = vi.fn();
  const present = createEffectPresenter(window, navigate);
  const show = (action: BridgeAction, payload: unknown) => present({ action, payload, at: 0 });
  return { navigate, show };
}

describe('createEffectPresenter', () => {
  it.each([
    ['closeWebView', {}, 'WebView closed'],
    ['goHome', {}, 'Native home'],
    ['goMine', {}, 'Native mine'],
    ['backToLogin', {}, 'Back to login'],
    ['callPhone', { phone: '09171234567' }, 'Calling 09171234567'],
    ['goRating', {}, 'App Store rating'],
    ['startBank', {}, 'Bank capture started'],
    ['endBank', {}, 'Bank capture ended'],
    [
      'openPage',
      { url: 'cashloan://product/detail?productId=5' },
      'Native page: cashloan://product/detail?productId=5',
    ],
  ] as const)('%s shows the overlay %s', (action, payload, text) => {
    const { show, navigate } = presenter();
    show(action, payload);

    expect(layer().overlay()?.getAttribute('role')).toBe('dialog');
    expect(layer().lines()).toEqual([text]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('piles overlays up as lines until dismissed', () => {
    const { show } = presenter();
    show('endBank', {});
    show('closeWebView', {});
    expect(layer().lines()).toEqual(['Bank capture ended', 'WebView closed']);

    layer().overlay()?.querySelector<HTMLButtonElement>('[data-testid="bridge-sim-effect-dismiss"]')?.click();
    expect(layer().overlay()).toBeNull();

    show('goHome', {});
    expect(layer().lines()).toEqual(['Native home']);
  });

  it('navigates with the page for a web link instead of an overlay', () => {
    const { show, navigate } = presenter();
    show('openPage', { url: '/repay?orderId=1' });
    show('openPageWithArray', [{ url: 'https://pay.example/h5' }]);

    expect(navigate.mock.calls).toEqual([
      [new URL('/repay?orderId=1', window.location.href).href],
      ['https://pay.example/h5'],
    ]);
    expect(layer().overlay()).toBeNull();
  });

  it('shows a burial point as a passing toast, at most 3 at a time', () => {
    const { show } = presenter();
    for (const event of ['a', 'b', 'c', 'd']) show('burialPoint', { event });

    expect(layer().toasts()).toEqual(['Burial point: b', 'Burial point: c', 'Burial point: d']);
    expect(layer().overlay()).toBeNull();
    vi.advanceTimersByTime(3000);
    expect(layer().toasts()).toEqual([]);
  });
});
