import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_ACTIONS } from '../../bridge-protocol/protocol';
import { LOG_STORAGE_KEY } from './core';
import { installBridgeSim } from './install';
import { resetPage } from './test-reset';
import { memoryStorage } from './test-storage';
import { createTimeline } from './timeline';

afterEach(() => {
  resetPage();
  vi.restoreAllMocks();
});

function post(action: string, payload: unknown): void {
  const handler = window.webkit?.messageHandlers?.[action];
  if (!handler) throw new Error(`no handler for ${action}`);
  handler.postMessage(payload);
}

describe('installBridgeSim', () => {
  it('installs a handler for each of the 11 actions', () => {
    installBridgeSim(window);
    for (const action of BRIDGE_ACTIONS) {
      expect(typeof window.webkit?.messageHandlers?.[action]?.postMessage).toBe('function');
    }
  });

  it('appends every postMessage to window.__bridgeLog as plain data', () => {
    let now = 100;
    const sim = installBridgeSim(window, { now: () => now++ });
    post('callPhone', { phone: '09171234567' });
    post('closeWebView', {});

    expect(window.__bridgeLog).toBe(sim.log);
    expect(window.__bridgeLog).toEqual([
      { action: 'callPhone', payload: { phone: '09171234567' }, at: 100 },
      { action: 'closeWebView', payload: {}, at: 101 },
    ]);
  });

  it('restores the log saved by the previous page from sessionStorage', () => {
    const saved = [{ action: 'openPage', payload: { url: '/repay' }, at: 1 }];
    window.sessionStorage.setItem(LOG_STORAGE_KEY, JSON.stringify(saved));

    installBridgeSim(window);
    post('goHome', {});
    expect(window.__bridgeLog?.map((entry) => entry.action)).toEqual(['openPage', 'goHome']);
    expect(JSON.parse(window.sessionStorage.getItem(LOG_STORAGE_KEY) ?? '[]')).toHaveLength(2);
  });

  it('clear() empties the log, kept as the same array', () => {
    const sim = installBridgeSim(window, { storage: memoryStorage() });
    post('goHome', {});
    sim.clear();
    expect(window.__bridgeLog).toEqual([]);
    expect(window.__bridgeLog).toBe(sim.log);
  });

  it('emit() calls the app entry window.__nativeEvent and returns its answer', () => {
    const entry = vi.fn(() => true);
    window.__nativeEvent = entry;
    const sim = installBridgeSim(window, { storage: memoryStorage() });

    expect(sim.emit('back')).toBe(true);
    expect(window.__bridgeSim?.emit('resume', { from: 'x' })).toBe(true);
    expect(entry.mock.calls).toEqual([
      ['back', undefined],
      ['resume', { from: 'x' }],
    ]);
  });

  it('emit() without the app entry warns what to do and returns false', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sim = installBridgeSim(window, { storage: memoryStorage() });

    expect(sim.emit('back')).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/Cannot emit 'back'.*__nativeEvent.*Load the app/),
    );
  });

  it('is installed once: a second call returns the same simulator and log', () => {
    const first = installBridgeSim(window);
    const handlers = window.webkit?.messageHandlers;
    expect(installBridgeSim(window)).toBe(first);
    expect(window.webkit?.messageHandlers).toBe(handlers);
  });

  it('also pushes new entries to window.__timeline when the page keeps one', () => {
    const timeline: unknown[] = [];
    Reflect.set(window, '__timeline', timeline);
    installBridgeSim(window, { storage: memoryStorage(), now: () => 7 });
    post('goRating', {});

    expect(timeline).toEqual([{ source: 'bridge', action: 'goRating', payload: {}, at: 7 }]);
  });

  it('timeline() merges the bridge log with the fake and QA entries, as plain objects', () => {
    const timeline = createTimeline();
    const sim = installBridgeSim(window, { storage: memoryStorage(), now: () => 2000, timeline });
    timeline.addRequests([
      {
        id: 1,
        at: new Date(1000).toISOString(),
        operationId: 'loanDetails',
        method: 'POST',
        path: '/v3/loan-details/loan-details',
        httpStatus: 200,
        code: '00',
        durationMs: 12,
        effect: null,
      },
    ]);
    post('callPhone', { phone: '0917' });
    timeline.addQa('QA · order ORD174R → 200', 3000);

    expect(window.__bridgeSim?.timeline()).toEqual([
      { at: 1000, source: 'fake', text: 'POST loanDetails → 00 (12 ms)' },
      { at: 2000, source: 'bridge', text: 'bridge callPhone {"phone":"0917"}' },
      { at: 3000, source: 'qa', text: 'QA · order ORD174R → 200' },
    ]);
    sim.clear();
    expect(sim.timeline()).toEqual([]);
  });
});
