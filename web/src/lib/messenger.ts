// In-app browsers of social and chat apps (Facebook, Messenger, Instagram, Line, WeChat) block
// downloads and deep links, so promotion pages ask the user to open the system browser instead.
// Matching is case-sensitive on purpose: 'Line/' must not match 'Linux' or 'line/' in other tokens.
const IN_APP_MARKERS = /FBAN|FBAV|FB_IAB|Messenger|Instagram|\bLine\/|MicroMessenger/;

/**
 * True when the user agent belongs to a social or chat app's in-app browser.
 *
 * @example isInAppMessenger('Mozilla/5.0 ... [FBAN/FBIOS;FBAV/450.0]') // true
 */
export function isInAppMessenger(userAgent: string = currentUserAgent()): boolean {
  return IN_APP_MARKERS.test(userAgent);
}

function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}
