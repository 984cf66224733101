import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime, mountDrawer } from './drawer';
import { installBridgeSim } from './install';
import { resetPage } from './test-reset';
import { memoryStorage } from './test-storage';
import { createTimeline } from './timeline';

afterEach(() => {
  resetPage();
  vi.restoreAllMocks();
});

const NOW = new Date(2026, 0, 2, 9, 5, 7, 42).getTime();

function setup(storage = memoryStorage()) {
  const timeline = createTimeline({ now: () => NOW });
  const sim = installBridgeSim(window, { storage, now: () => NOW, timeline });
  const unmount = mountDrawer(document.body, sim, storage, timeline);
  const shadow = document.querySelector('[data-testid="bridge-sim-drawer"]')?.shadowRoot;
  if (!shadow) throw new Error('drawer has no shadow root');
  const byTestId = (id: string) => {
    const found = shadow.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    if (!found) throw new Error(`no ${id} in the drawer`);
    return found;
  };
  const panel = () => shadow.querySelector<HTMLElement>('.panel');
  const open = () => byTestId('bridge-sim-toggle').click();
  const has = (id: string) => shadow.querySelector(`[data-testid="${id}"]`) !== null;
  return { sim, unmount, byTestId, has, panel, open, shadow, storage, timeline };
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

describe('mountDrawer: timeline tab', () => {
  const request = (id: number, at: number) => ({
    id,
    at: new Date(at).toISOString(),
    operationId: 'loanDetails',
    method: 'POST',
    path: '/v3/loan-details/loan-details',
    httpStatus: 200,
    code: '00',
    durationMs: 12,
    effect: null,
  });

  it('opens on the Bridge tab; Timeline shows requests, bridge messages and QA lines in order', () => {
    const { byTestId, has, open, timeline } = setup();
    timeline.addRequests([request(1, NOW - 1000)]);
    open();
    expect(byTestId('bridge-sim-tab-bridge').getAttribute('aria-selected')).toBe('true');
    expect(has('bridge-sim-timeline')).toBe(false);

    byTestId('bridge-sim-tab-timeline').click();
    post('callPhone', { phone: '0917' });
    timeline.addQa('QA · order ORD174R → 200', NOW + 1000);

    expect(has('bridge-sim-log')).toBe(false);
    const rows = [...byTestId('bridge-sim-timeline').querySelectorAll('li')];
    expect(rows.map((row) => [row.className, row.textContent])).toEqual([
      ['fake', '09:05:06.042POST loanDetails → 00 (12 ms)'],
      ['bridge', '09:05:07.042bridge callPhone {"phone":"0917"}'],
      ['qa', '09:05:08.042QA · order ORD174R → 200'],
    ]);
    expect(byTestId('bridge-sim-tab-timeline').getAttribute('aria-selected')).toBe('true');

    byTestId('bridge-sim-tab-bridge').click();
    expect(byTestId('bridge-sim-log').textContent).toContain('callPhone');
    expect(has('bridge-sim-timeline')).toBe(false);
  });

  it("says so when empty, and 'Clear' empties it", () => {
    const { byTestId, open, timeline } = setup();
    open();
    byTestId('bridge-sim-tab-timeline').click();
    expect(byTestId('bridge-sim-timeline').textContent).toBe('No requests or messages yet');

    timeline.addRequests([request(1, NOW - 1000)]);
    post('goHome', {});
    byTestId('bridge-sim-clear').click();
    expect(byTestId('bridge-sim-timeline').textContent).toBe('No requests or messages yet');
    expect(window.__bridgeLog).toEqual([]);
  });

  it('remembers the tab across a navigation', () => {
    const first = setup();
    first.open();
    first.byTestId('bridge-sim-tab-timeline').click();
    first.unmount();
    resetPage();

    const second = setup(first.storage);
    expect(second.has('bridge-sim-timeline')).toBe(true);
  });
});

describe('formatTime', () => {
  it('shows local HH:MM:SS.mmm', () => {
    expect(formatTime(new Date(2026, 0, 1, 9, 5, 7, 42).getTime())).toBe('09:05:07.042');
  });
});
