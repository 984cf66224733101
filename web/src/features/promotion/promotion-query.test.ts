import { afterEach, describe, expect, it } from 'vitest';
import { readAttribution, trackParams, visitorDeviceId } from './promotion-query.ts';

afterEach(() => {
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clears the cookie the code under test writes (lib/cookies.ts).
  document.cookie = 'deviceId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('readAttribution', () => {
  it('reads the link’s attribution and keeps it for the tab', () => {
    const first = readAttribution({ id: '2', utm_tag: 'payday', links_id: 'L7', invite_code: 'F50' });
    expect(first).toMatchObject({
      id: '2',
      utm_tag: 'payday',
      links_id: 'L7',
      invite_code: 'F50',
      user_from: '',
    });
    // The download route's address may carry less; the visit's attribution stays.
    expect(readAttribution({ down_id: 'D1' })).toMatchObject({ id: '2', utm_tag: 'payday', down_id: 'D1' });
  });
});

describe('trackParams', () => {
  const base = readAttribution({});
  it('names the promotion link as the page, else the download link, else the template', () => {
    expect(trackParams({ ...base, links_id: 'L7', down_id: 'D1', id: '2' }, 'ios').page_id).toBe('L7');
    expect(trackParams({ ...base, down_id: 'D1', id: '2' }, 'ios').page_id).toBe('D1');
    expect(trackParams({ ...base, id: '2' }, 'android').page_id).toBe('2');
  });

  it('always sends page_type 1 and leaves out empty attribution', () => {
    expect(trackParams({ ...base, id: '2', utm_tag: 'x' }, 'android')).toEqual({
      page_id: '2',
      client_type: 'android',
      page_type: 1,
      user_from: undefined,
      utm_tag: 'x',
      app_from: undefined,
    });
  });
});

describe('visitorDeviceId', () => {
  it('uses the link’s deviceId when it has one', () => {
    expect(visitorDeviceId({ deviceId: 'D-1' })).toBe('D-1');
  });

  it('makes one up once and keeps it in a cookie', () => {
    const made = visitorDeviceId({});
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitorDeviceId({})).toBe(made);
    expect(document.cookie).toContain(`deviceId=${made}`);
  });
});
