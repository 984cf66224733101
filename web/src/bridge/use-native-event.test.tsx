import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNativeEvent } from './use-native-event';

function nativeEvent(name: string, payload?: unknown): boolean {
  return window.__nativeEvent?.(name, payload) ?? false;
}

describe('useNativeEvent', () => {
  it('listens while mounted and stops on unmount', () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const handler = vi.fn();
    const { unmount } = renderHook(() => useNativeEvent('back', handler));

    expect(nativeEvent('back', { a: '1' })).toBe(true);
    expect(handler).toHaveBeenCalledExactlyOnceWith({ a: '1' });

    unmount();
    expect(nativeEvent('back')).toBe(false);
    expect(handler).toHaveBeenCalledOnce();
  });

  it('runs the latest handler after a re-render', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useNativeEvent('resume', handler), {
      initialProps: { handler: first },
    });

    rerender({ handler: second });
    nativeEvent('resume');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    unmount();
  });
});
