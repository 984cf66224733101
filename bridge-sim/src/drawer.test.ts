import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime, mountDrawer } from './drawer';
import { installBridgeSim } from './install';
import { resetPage } from './test-reset';
import { memoryStorage } from './test-storage';

afterEach(() => {
  resetPage();
  vi.restoreAllMocks();
});

function setup(storage = memoryStorage()) {
  const sim = installBridgeSim(window, { storage, now: () => new Date(2026, 0, 2, 9, 5, 7, 42).getTime() });
  const unmount = mountDrawer(document.body, sim, storage);
  const shadow = document.querySelector('[data-testid="bridge-sim-drawer"]')?.shadowRoot;
  if (!shadow) throw new Error('drawer has no shadow root');
  const byTestId = (id: string) => {
    const found = shadow.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    if (!found) throw new Error(`no ${id} in the drawer`);
    return found;
  };
  const panel = () => shadow.querySelector<HTMLElement>('.panel');
  const open = () => byTestId('bridge-sim-toggle').click();
  return { sim, unmount, byTestId, panel, open, shadow, storage };
}

function post(action: string, payload: unknown): void {
  window.webkit?.messageHandlers?.[action]?.postMessage(payload);
}

describe('mountDrawer', () => {
  it('starts collapsed as a pill with the message count, which follows the log', () => {
    const { byTestId, panel, sim } = setup();
    expect(byTestId('bridge-sim-toggle').textContent).toBe('Bridge · 0');
    expect(panel()).toBeNull();

    post('goHome', {});
    post('callPhone', { phone: '0917' });
    expect(byTestId('bridge-sim-toggle').textContent).toBe('Bridge · 2');

    sim.clear();
    expect(byTestId('bridge-sim-toggle').textContent).toBe('Bridge · 0');
  });

  it('expands to the log, newest last, with time, action and JSON payload', () => {
    const { byTestId, panel, open } = setup();
    post('goHome', {});
    open();
    post('callPhone', { phone: '0917' });

    expect(panel()).not.toBeNull();
    expect(byTestId('bridge-sim-toggle').getAttribute('aria-expanded')).toBe('true');
    const rows = [...byTestId('bridge-sim-log').querySelectorAll('li')];
    expect(rows.map((row) => row.textContent)).toEqual([
      '09:05:07.042goHome{}',
      '09:05:07.042callPhone{"phone":"0917"}',
    ]);
    expect(rows.map((row) => row.title)).toEqual(['Native home', 'Calling 0917']);
  });

  it("'Native back' emits back to the app", () => {
    const entry = vi.fn(() => true);
    window.__nativeEvent = entry;
    const { byTestId, open } = setup();

    open();
    byTestId('bridge-sim-back').click();
    expect(entry).toHaveBeenCalledExactlyOnceWith('back', undefined);
  });

  it("'Clear' empties the log", () => {
    const { byTestId, open } = setup();
    post('goHome', {});
    open();
    byTestId('bridge-sim-clear').click();

    expect(window.__bridgeLog).toEqual([]);
    expect(byTestId('bridge-sim-log').textContent).toBe('No messages yet');
  });

  it('remembers being open across a navigation', () => {
    const first = setup();
    first.open();
    first.unmount();
    resetPage();

    const second = setup(first.storage);
    expect(second.panel()).not.toBeNull();
    second.open();
    expect(second.panel()).toBeNull();
  });

  it('collapsed, holds no log text an e2e locator could match', () => {
    const { shadow, open } = setup();
    post('callPhone', { phone: '09171234567' });
    expect(shadow.textContent).not.toContain('0917');

    open();
    expect(shadow.textContent).toContain('0917');
    open();
    expect(shadow.textContent).not.toContain('0917');
  });

  it('keeps its styles inside a shadow root and shows payload text as text', () => {
    const { byTestId, open } = setup();
    open();
    post('burialPoint', { event: '<img src=x onerror=alert(1)>' });

    expect(document.head.querySelector('style')).toBeNull();
    expect(byTestId('bridge-sim-log').querySelector('img')).toBeNull();
  });
});

describe('formatTime', () => {
  it('shows local HH:MM:SS.mmm', () => {
    expect(formatTime(new Date(2026, 0, 1, 9, 5, 7, 42).getTime())).toBe('09:05:07.042');
  });
});
