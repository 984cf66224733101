import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionFlag, getSessionFlag, setSessionFlag } from './session-flags';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSessionFlag('showBankTip');
  sessionStorage.clear();
});

describe('session flags', () => {
  it('is unset until set', () => {
    expect(getSessionFlag('showBankTip')).toBe(false);
    setSessionFlag('showBankTip');
    expect(getSessionFlag('showBankTip')).toBe(true);
  });

  it('stores the flag in sessionStorage', () => {
    setSessionFlag('showBankTip');
    expect(sessionStorage.getItem('showBankTip')).toBe('1');
  });

  it('reads a flag written earlier in the session', () => {
    sessionStorage.setItem('showBankTip', '1');
    expect(getSessionFlag('showBankTip')).toBe(true);
  });

  it('does not treat other stored values as set', () => {
    sessionStorage.setItem('showBankTip', 'false');
    expect(getSessionFlag('showBankTip')).toBe(false);
  });

  it('clears a flag', () => {
    setSessionFlag('showBankTip');
    clearSessionFlag('showBankTip');
    expect(getSessionFlag('showBankTip')).toBe(false);
  });

  it('keeps the flag in memory when storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(getSessionFlag('showBankTip')).toBe(false);
    expect(() => setSessionFlag('showBankTip')).not.toThrow();
    expect(getSessionFlag('showBankTip')).toBe(true);
  });

  it('keeps the flag in memory when storage is missing', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(getSessionFlag('showBankTip')).toBe(false);
    setSessionFlag('showBankTip');
    expect(getSessionFlag('showBankTip')).toBe(true);
    expect(() => clearSessionFlag('showBankTip')).not.toThrow();
    expect(getSessionFlag('showBankTip')).toBe(false);
  });
});
