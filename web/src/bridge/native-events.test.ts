import { afterEach, describe, expect, it, vi } from 'vitest';
import { installNativeEventEntry, onNativeEvent } from './native-events';

function nativeEvent(name: string, payload?: unknown): boolean {
  const entry = window.__nativeEvent;
  if (!entry) throw new Error('window.__nativeEvent is not installed');
  return entry(name, payload);
}

const stops: (() => void)[] = [];
function subscribe(...args: Parameters<typeof onNativeEvent>): () => void {
  const stop = onNativeEvent(...args);
  stops.push(stop);
  return stop;
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

describe('window.__nativeEvent', () => {
  it('is installed when the module is imported', () => {
    expect(typeof window.__nativeEvent).toBe('function');
  });

  it('dispatches to every subscriber of that event, in order, and reports it was handled', () => {
    const calls: string[] = [];
    subscribe('back', () => calls.push('first'));
    subscribe('back', () => calls.push('second'));
    subscribe('resume', () => calls.push('resume'));

    expect(nativeEvent('back')).toBe(true);
    expect(calls).toEqual(['first', 'second']);
  });

  it('returns false and calls nothing for an event nobody listens to', () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const handler = vi.fn();
    subscribe('resume', handler);

    expect(nativeEvent('back')).toBe(false);
    expect(nativeEvent('unknown')).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    [undefined, {}],
    [null, {}],
    [{ from: 'product' }, { from: 'product' }],
    ['{"from":"product"}', { from: 'product' }],
    ['not json', { value: 'not json' }],
    [7, { value: 7 }],
  ])('hands the payload %j to handlers as %j', (raw, expected) => {
    const handler = vi.fn();
    subscribe('resume', handler);

    nativeEvent('resume', raw);
    expect(handler).toHaveBeenCalledExactlyOnceWith(expected);
  });

  it('keeps calling the other handlers when one throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    subscribe('back', () => {
      throw new Error('boom');
    });
    subscribe('back', after);

    expect(nativeEvent('back')).toBe(true);
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("native event 'back' failed: boom"));
  });
});

describe('onNativeEvent', () => {
  it('stops delivering after unsubscribe, without touching other handlers', () => {
    const gone = vi.fn();
    const kept = vi.fn();
    const stop = subscribe('back', gone);
    subscribe('back', kept);

    stop();
    nativeEvent('back');
    expect(gone).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledOnce();
  });

  it('treats the same function subscribed twice as two subscriptions', () => {
    const handler = vi.fn();
    const stopFirst = subscribe('back', handler);
    subscribe('back', handler);

    nativeEvent('back');
    expect(handler).toHaveBeenCalledTimes(2);
    stopFirst();
    nativeEvent('back');
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('installs the entry if something removed it', () => {
    delete window.__nativeEvent;
    const handler = vi.fn();
    subscribe('back', handler);

    expect(nativeEvent('back')).toBe(true);
    expect(handler).toHaveBeenCalledOnce();
  });
});

describe('installNativeEventEntry', () => {
  it('is idempotent: the same entry stays, with its handlers', () => {
    const handler = vi.fn();
    subscribe('back', handler);
    const before = window.__nativeEvent;

    expect(installNativeEventEntry()).toBe(before);
    installNativeEventEntry();
    expect(window.__nativeEvent).toBe(before);
    nativeEvent('back');
    expect(handler).toHaveBeenCalledOnce();
  });

  it('survives a second copy of the module (HMR): old and new handlers share one entry', async () => {
    const oldHandler = vi.fn();
    subscribe('back', oldHandler);
    const before = window.__nativeEvent;

    vi.resetModules();
    const fresh = await import('./native-events');
    const newHandler = vi.fn();
    stops.push(fresh.onNativeEvent('back', newHandler));

    expect(window.__nativeEvent).toBe(before);
    nativeEvent('back');
    expect(oldHandler).toHaveBeenCalledOnce();
    expect(newHandler).toHaveBeenCalledOnce();
  });

  it('replaces a foreign function that is not a bridge entry', () => {
    const foreign = vi.fn(() => true);
    window.__nativeEvent = foreign;
    const handler = vi.fn();
    subscribe('back', handler);

    expect(window.__nativeEvent).not.toBe(foreign);
    nativeEvent('back');
    expect(handler).toHaveBeenCalledOnce();
    expect(foreign).not.toHaveBeenCalled();
  });
});
