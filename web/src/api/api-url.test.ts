import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl } from './api-url.ts';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('apiUrl', () => {
  it('carries the session params of the page address and the call params', () => {
    window.history.replaceState(null, '', '/promotion.html?sessionId=S%201#/register?deviceId=D1');
    expect(apiUrl('/api/v2/youmi/promotion/get-captcha', { sid: 'SID1', a: 5 })).toBe(
      '/api/v2/youmi/promotion/get-captcha?sessionId=S+1&deviceId=D1&sid=SID1&a=5',
    );
  });

  it('is the bare path without params', () => {
    expect(apiUrl('/x')).toBe('/x');
  });
});
