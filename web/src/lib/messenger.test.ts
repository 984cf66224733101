import { afterEach, describe, expect, it, vi } from 'vitest';
import { isInAppMessenger } from './messenger';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isInAppMessenger', () => {
  it.each([
    ['Facebook iOS', `${SAFARI} [FBAN/FBIOS;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.0]`],
    ['Facebook Android', `${CHROME_ANDROID} [FB_IAB/FB4A;FBAV/450.0.0.0;]`],
    ['Messenger', `${SAFARI} [FBAN/MessengerForiOS;FBAV/400.0]`],
    ['Messenger lite token', `${CHROME_ANDROID} Messenger/1.0`],
    ['Instagram', `${SAFARI} Instagram 300.0.0.0 (iPhone15,2; iOS 17_0)`],
    ['Line', `${SAFARI} Line/13.10.0`],
    ['WeChat', `${SAFARI} MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/en`],
  ])('detects %s', (_name, userAgent) => {
    expect(isInAppMessenger(userAgent)).toBe(true);
  });

  it.each([
    ['Safari', SAFARI],
    ['Chrome on Android (contains Linux)', CHROME_ANDROID],
    ['empty', ''],
    ['a token merely ending in line/', `${CHROME_ANDROID} Pipeline/2.0`],
  ])('does not flag %s', (_name, userAgent) => {
    expect(isInAppMessenger(userAgent)).toBe(false);
  });

  it('reads navigator.userAgent by default', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`${SAFARI} Instagram 300.0`);
    expect(isInAppMessenger()).toBe(true);
  });
});
