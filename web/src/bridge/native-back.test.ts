import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushBackHandler, setDefaultBackHandler } from './native-back.ts';

function nativeBack() {
  window.__nativeEvent?.('back');
}

afterEach(() => setDefaultBackHandler(undefined));

describe('native back', () => {
  it('reports the event unhandled when no screen and no default claim it', () => {
    expect(window.__nativeEvent?.('back')).toBe(false);
    const release = pushBackHandler(() => {});
    expect(window.__nativeEvent?.('back')).toBe(true);
    release();
    expect(window.__nativeEvent?.('back')).toBe(false);
  });

  it('runs the default when no screen claims the event', () => {
    const fallback = vi.fn();
    setDefaultBackHandler(fallback);
    nativeBack();
    expect(fallback).toHaveBeenCalledOnce();
  });

  it('lets the innermost screen win, and only it', () => {
    const fallback = vi.fn();
    const outer = vi.fn();
    const inner = vi.fn();
    setDefaultBackHandler(fallback);
    const releaseOuter = pushBackHandler(outer);
    const releaseInner = pushBackHandler(inner);
    nativeBack();
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
    releaseInner();
    nativeBack();
    expect(outer).toHaveBeenCalledOnce();
    releaseOuter();
    nativeBack();
    expect(fallback).toHaveBeenCalledOnce();
  });
});
