import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from './cookies';

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: setCookie cannot expire a cookie, so tests clear them directly.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  clearCookies();
  vi.restoreAllMocks();
});

describe('cookies', () => {
  it('round-trips a value', () => {
    setCookie('deviceId', 'abc123');
    expect(getCookie('deviceId')).toBe('abc123');
  });

  it('returns null for a missing cookie or an empty name', () => {
    expect(getCookie('missing')).toBeNull();
    expect(getCookie('')).toBeNull();
  });

  it('encodes characters that would break the cookie string', () => {
    setCookie('note', 'a=b; c d,é');
    setCookie('other', 'x');
    expect(getCookie('note')).toBe('a=b; c d,é');
    expect(getCookie('other')).toBe('x');
  });

  it('does not match a cookie whose name merely contains the requested name', () => {
    setCookie('xsid', '1');
    expect(getCookie('sid')).toBeNull();
  });

  it('overwrites an existing value', () => {
    setCookie('sid', 'one');
    setCookie('sid', 'two');
    expect(getCookie('sid')).toBe('two');
  });

  it('writes the year-9999 expiry on the root path', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    setCookie('sid', 'v 1');
    expect(setter).toHaveBeenCalledWith('sid=v%201; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/');
  });

  it('returns a malformed escape as stored', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('bad=%E0%A4%A; good=1');
    expect(getCookie('bad')).toBe('%E0%A4%A');
    expect(getCookie('good')).toBe('1');
  });

  it('reads a cookie without a value as an empty string', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('flag; other=2');
    expect(getCookie('flag')).toBe('');
  });

  it('ignores an empty name on write', () => {
    setCookie('', 'x');
    expect(document.cookie).toBe('');
  });
});
