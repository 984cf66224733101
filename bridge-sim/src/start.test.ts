import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBridgeSim } from './start';
import { resetPage } from './test-reset';
import { memoryStorage } from './test-storage';

afterEach(() => {
  resetPage();
  vi.restoreAllMocks();
});

const drawer = () => document.querySelector('[data-testid="bridge-sim-drawer"]');
const effectText = () =>
  document
    .getElementById('bridge-sim-effects')
    ?.shadowRoot?.querySelector('[data-testid="bridge-sim-effect"]')?.textContent ?? '';

describe('startBridgeSim', () => {
  it('installs the shell, the drawer and the effects', () => {
    startBridgeSim(window, { storage: memoryStorage(), navigate: vi.fn() });
    window.webkit?.messageHandlers?.closeWebView?.postMessage({});

    expect(window.__bridgeLog).toHaveLength(1);
    expect(drawer()?.shadowRoot?.textContent).toContain('Bridge · 1');
    expect(effectText()).toContain('WebView closed');
  });

  it('starts once, even when called twice', () => {
    const first = startBridgeSim(window, { storage: memoryStorage() });
    expect(startBridgeSim(window)).toBe(first);
    expect(document.querySelectorAll('[data-testid="bridge-sim-drawer"]')).toHaveLength(1);
  });

  it('installs the shell before the document exists and mounts the UI at DOMContentLoaded', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    startBridgeSim(window, { storage: memoryStorage(), navigate: vi.fn() });

    window.webkit?.messageHandlers?.goHome?.postMessage({});
    expect(window.__bridgeLog).toHaveLength(1);
    expect(drawer()).toBeNull();

    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(drawer()?.shadowRoot?.textContent).toContain('Bridge · 1');
    expect(effectText()).toContain('Native home');
  });
});
