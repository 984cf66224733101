import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBridgeSim } from './start';
import { eventSources } from './test-event-source';
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

  it("follows the fake server of the page's sandbox: a QA switch plays resume and joins the timeline", async () => {
    window.history.replaceState(null, '', '/loanDetail?orderId=ORD174R&sessionId=qa-ann');
    const resume = vi.fn(() => true);
    window.__nativeEvent = resume;
    const streams = eventSources();
    const fetch = vi.fn(async () => ({ ok: true, json: async () => ({ requests: [] }) }));
    const sim = startBridgeSim(window, { storage: memoryStorage(), openEventSource: streams.open, fetch });

    const stream = streams.last();
    expect(stream?.url).toBe('/__fake/events?sessionId=qa-ann');
    stream?.send('ready');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).toHaveBeenCalledWith('/__fake/requests?sessionId=qa-ann&limit=500');
    const at = '2026-01-02T12:00:00.000Z';
    stream?.send('order-updated', {
      type: 'order-updated',
      sandboxId: 'qa-ann',
      at,
      data: { orderId: 'ORD174R', changes: ['orderStatus'], order: { orderStatus: 200 } },
    });

    expect(resume).toHaveBeenCalledExactlyOnceWith('resume');
    expect(sim.timeline()).toEqual([{ at: Date.parse(at), source: 'qa', text: 'QA · order ORD174R → 200' }]);
    window.history.replaceState(null, '', '/');
  });

  it('falls back to the session the app remembered when the address has none', () => {
    window.history.replaceState(null, '', '/repay');
    const storage = memoryStorage();
    window.sessionStorage.setItem('h5.session', JSON.stringify({ sessionId: 'qa-bob' }));
    const streams = eventSources();
    startBridgeSim(window, { storage, openEventSource: streams.open, fetch: vi.fn() });
    expect(streams.last()?.url).toBe('/__fake/events?sessionId=qa-bob');
    window.history.replaceState(null, '', '/');
  });

  it('without EventSource (no fake server possible) it runs as before', () => {
    const sim = startBridgeSim(window, { storage: memoryStorage(), navigate: vi.fn() });
    window.webkit?.messageHandlers?.goHome?.postMessage({});
    expect(sim.timeline().map((entry) => entry.text)).toEqual(['bridge goHome']);
  });
});
