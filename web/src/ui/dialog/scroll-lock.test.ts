import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBodyScrollLocked, lockBodyScroll } from './scroll-lock';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.removeAttribute('style');
});

describe('lockBodyScroll', () => {
  it('pins the body at the current scroll offset and restores it on release', () => {
    document.body.style.overflow = 'auto';
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(120);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

    const release = lockBodyScroll();
    expect(isBodyScrollLocked()).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-120px');

    release();
    expect(isBodyScrollLocked()).toBe(false);
    expect(document.body.style.overflow).toBe('auto');
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 120);
  });

  it('leaves the offset alone when the modal led to another page', () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(480);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const release = lockBodyScroll();
    window.history.pushState(null, '', '/repaymentOfCode?type=1');
    release();
    expect(document.body.style.position).toBe('');
    expect(scrollTo).not.toHaveBeenCalled();
    window.history.back();
  });

  it('stays locked until the last of several locks is released', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const releaseA = lockBodyScroll();
    const releaseB = lockBodyScroll();
    releaseA();
    expect(document.body.style.position).toBe('fixed');
    releaseB();
    expect(document.body.style.position).toBe('');
  });

  it('ignores a repeated release', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const releaseA = lockBodyScroll();
    const releaseB = lockBodyScroll();
    releaseA();
    releaseA();
    expect(isBodyScrollLocked()).toBe(true);
    releaseB();
    expect(isBodyScrollLocked()).toBe(false);
  });
});
