// Cookies written here are meant to last "forever" (spec §7: expiry year 9999).

const FOREVER = 'expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/';

/**
 * Reads a cookie by name; null when it is not set. A value with a broken %-escape is returned
 * as stored rather than throwing, since other scripts may have written it unencoded.
 *
 * @example getCookie('deviceId') // 'abc' or null
 */
export function getCookie(name: string): string | null {
  if (typeof document === 'undefined' || name === '') return null;
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    const rawName = (separator === -1 ? pair : pair.slice(0, separator)).trim();
    if (safeDecode(rawName) !== name) continue;
    return separator === -1 ? '' : safeDecode(pair.slice(separator + 1).trim());
  }
  return null;
}

/**
 * Writes a site-wide cookie that expires in year 9999. Name and value are URI-encoded so ';',
 * '=' and spaces cannot break the cookie string.
 *
 * @example setCookie('deviceId', 'abc')
 */
export function setCookie(name: string, value: string): void {
  if (typeof document === 'undefined' || name === '') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in iOS WebKit.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${FOREVER}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
