import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '../ui/toast/toast-store.ts';
import { LEFT_PAGE, useGuardedFlight, useSingleFlight } from './use-single-flight.ts';

/** A pageshow event; happy-dom's PageTransitionEvent ignores `persisted` in its init. */
function pageShow(persisted: boolean): Event {
  return Object.assign(new Event('pageshow'), { persisted });
}

describe('useSingleFlight', () => {
  it('ignores calls while one runs, reports busy, and runs again once it settled', async () => {
    const { result } = renderHook(() => useSingleFlight());
    let finish: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current[0](action);
      void result.current[0](action);
    });
    expect(action).toHaveBeenCalledOnce();
    expect(result.current[1]).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current[1]).toBe(false);
    const again = vi.fn(async () => {});
    await act(() => result.current[0](again));
    expect(again).toHaveBeenCalledOnce();
  });

  it('frees itself when the action fails', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await act(async () => {
      await expect(result.current[0](() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    });
    const again = vi.fn(async () => {});
    await act(() => result.current[0](again));
    expect(again).toHaveBeenCalledOnce();
  });

  it('stays held after an action that left the page, until the page shows again from the cache', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await act(() => result.current[0](async () => LEFT_PAGE));
    expect(result.current[1]).toBe(true);
    const second = vi.fn(async () => {});
    await act(() => result.current[0](second));
    expect(second).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(pageShow(false));
    });
    await act(() => result.current[0](second));
    expect(second).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(pageShow(true));
    });
    expect(result.current[1]).toBe(false);
    await act(() => result.current[0](second));
    expect(second).toHaveBeenCalledOnce();
  });

  it('after an action that left the page, a step back before the next page appeared frees it (busy follows the call)', async () => {
    const { result } = renderHook(() => useSingleFlight());
    // A popstate while an action runs is not a return: the guard stays until the call ends.
    let finish: (value: unknown) => void = () => {};
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current[0](() => new Promise((resolve) => (finish = resolve)));
    });
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current[1]).toBe(true);
    await act(async () => {
      finish(LEFT_PAGE);
      await first;
    });
    expect(result.current[1]).toBe(true);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current[1]).toBe(false);
    const again = vi.fn(async () => {});
    await act(() => result.current[0](again));
    expect(again).toHaveBeenCalledOnce();
  });
});

describe('useGuardedFlight', () => {
  it('shows the no-answer message when the action throws, and runs the next one', async () => {
    clearToasts();
    const { result } = renderHook(() => useGuardedFlight('error'));
    await act(() => result.current[0](() => Promise.reject(new Error('Network Error'))));
    expect(getToasts().map((toast) => toast.message)).toEqual(['error']);
    const next = vi.fn(() => Promise.resolve());
    await act(() => result.current[0](next));
    expect(next).toHaveBeenCalledOnce();
    expect(result.current[1]).toBe(false);
  });
});
