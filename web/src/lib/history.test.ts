import { afterEach, describe, expect, it } from 'vitest';
import { canGoBack } from './history.ts';

afterEach(() => window.history.replaceState(null, ''));

describe('canGoBack', () => {
  it('is false on the page the web view opened with', () => {
    window.history.replaceState({ idx: 0 }, '');
    expect(canGoBack()).toBe(false);
  });

  it('is true after an in-app navigation', () => {
    window.history.replaceState({ idx: 2 }, '');
    expect(canGoBack()).toBe(true);
  });

  it('is false without router state', () => {
    window.history.replaceState(null, '');
    expect(canGoBack()).toBe(false);
  });
});
