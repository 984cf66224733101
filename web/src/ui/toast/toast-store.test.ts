import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, dismissToast, getToasts, showInfo, showToast, subscribeToasts } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('showToast', () => {
  it('shows a toast with the default 3 s duration', () => {
    const id = showToast('copy success');
    expect(getToasts()).toEqual([{ id, message: 'copy success', durationMs: 3000 }]);
    vi.advanceTimersByTime(2999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('honours a longer or shorter override', () => {
    showToast('long', { durationMs: 5000 });
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);

    showToast('short', { durationMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(getToasts()).toHaveLength(0);
  });

  it.each([0, 1, 299, -500])('raises an override of %d ms to the 300 ms floor', (durationMs) => {
    showToast('quick', { durationMs });
    expect(getToasts()[0]?.durationMs).toBe(300);
    vi.advanceTimersByTime(299);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('keeps exactly 300 ms and falls back to the default for NaN', () => {
    showToast('edge', { durationMs: 300 });
    expect(getToasts()[0]?.durationMs).toBe(300);
    showToast('nan', { durationMs: Number.NaN });
    expect(getToasts()[0]?.durationMs).toBe(3000);
  });

  it('caps durations that would overflow setTimeout', () => {
    showToast('forever', { durationMs: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(60_000);
    expect(getToasts()).toHaveLength(1);
  });

  it.each(['', '   ', '\n\t'])('ignores the empty message %j', (message) => {
    showToast('kept');
    expect(showToast(message)).toBeNull();
    expect(getToasts().map((toast) => toast.message)).toEqual(['kept']);
  });

  it('replaces the current toast and restarts the timer', () => {
    const first = showToast('first');
    vi.advanceTimersByTime(2000);
    const second = showToast('second');
    expect(second).not.toBe(first);
    expect(getToasts().map((toast) => toast.message)).toEqual(['second']);
    // The first toast's timer must not cut the second one short.
    vi.advanceTimersByTime(1500);
    expect(getToasts().map((toast) => toast.message)).toEqual(['second']);
    vi.advanceTimersByTime(1500);
    expect(getToasts()).toEqual([]);
  });
});

describe('showInfo', () => {
  it('shows a toast for 2 s', () => {
    showInfo('Upload succeeded!');
    expect(getToasts()[0]).toMatchObject({ message: 'Upload succeeded!', durationMs: 2000 });
    vi.advanceTimersByTime(1999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('ignores an empty message', () => {
    expect(showInfo(' ')).toBeNull();
    expect(getToasts()).toHaveLength(0);
  });
});

describe('dismissToast', () => {
  it('removes the toast early', () => {
    const id = showToast('bye');
    if (id === null) throw new Error('expected a toast id');
    dismissToast(id);
    expect(getToasts()).toEqual([]);
  });

  it('ignores a stale id so it cannot remove the replacement', () => {
    const first = showToast('first');
    showToast('second');
    if (first === null) throw new Error('expected a toast id');
    dismissToast(first);
    expect(getToasts().map((toast) => toast.message)).toEqual(['second']);
  });
});

describe('subscribeToasts', () => {
  it('notifies on show, replace and expiry until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    showToast('a');
    showToast('b');
    vi.advanceTimersByTime(3000);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    showToast('c');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps the same snapshot between changes', () => {
    showToast('stable');
    expect(getToasts()).toBe(getToasts());
  });

  it('does not notify for an ignored message or a no-op clear', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    showToast('');
    clearToasts();
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});
