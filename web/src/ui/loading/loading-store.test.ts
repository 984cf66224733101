import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLoadingState, resetLoading, startLoading, subscribeLoading, withLoading } from './loading-store';

afterEach(() => {
  resetLoading();
});

describe('startLoading', () => {
  it('is idle by default', () => {
    expect(getLoadingState()).toEqual({ active: false, text: '' });
  });

  it('shows until stopped', () => {
    const stop = startLoading('Loading...');
    expect(getLoadingState()).toEqual({ active: true, text: 'Loading...' });
    stop();
    expect(getLoadingState()).toEqual({ active: false, text: '' });
  });

  it('stays active while any call is pending', () => {
    const stopA = startLoading('A');
    const stopB = startLoading('B');
    stopA();
    expect(getLoadingState()).toEqual({ active: true, text: 'B' });
    stopB();
    expect(getLoadingState().active).toBe(false);
  });

  it('shows the latest pending text, falling back when the latest stops first', () => {
    const stopA = startLoading('A');
    const stopB = startLoading('B');
    expect(getLoadingState().text).toBe('B');
    stopB();
    expect(getLoadingState()).toEqual({ active: true, text: 'A' });
    stopA();
  });

  it('ignores repeated stop calls so counts cannot go negative', () => {
    const stopA = startLoading('A');
    const stopB = startLoading('B');
    stopB();
    stopB();
    expect(getLoadingState()).toEqual({ active: true, text: 'A' });
    stopA();
    expect(getLoadingState().active).toBe(false);
  });

  it('allows an empty text', () => {
    const stop = startLoading();
    expect(getLoadingState()).toEqual({ active: true, text: '' });
    stop();
  });
});

describe('subscribeLoading', () => {
  it('notifies only on visible changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLoading(listener);
    const stopA = startLoading('Same');
    const stopB = startLoading('Same');
    expect(listener).toHaveBeenCalledTimes(1);
    stopB();
    expect(listener).toHaveBeenCalledTimes(1);
    stopA();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    startLoading('later');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot between changes', () => {
    startLoading('x');
    expect(getLoadingState()).toBe(getLoadingState());
  });
});

describe('withLoading', () => {
  it('shows while the task runs and returns its result', async () => {
    let seen: boolean | undefined;
    const result = await withLoading('Saving', async () => {
      seen = getLoadingState().active;
      return 42;
    });
    expect(seen).toBe(true);
    expect(result).toBe(42);
    expect(getLoadingState().active).toBe(false);
  });

  it('stops and passes the rejection on when the task fails', async () => {
    const failure = new Error('network');
    await expect(withLoading('Saving', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(getLoadingState().active).toBe(false);
  });
});

describe('resetLoading', () => {
  it('drops every pending call', () => {
    startLoading('A');
    startLoading('B');
    resetLoading();
    expect(getLoadingState().active).toBe(false);
  });
});
