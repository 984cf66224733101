import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyRequestFor, startEarlyCall } from './early-call.ts';

const at = (address: string) => {
  const url = new URL(address, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

beforeEach(() => {
  sessionStorage.clear();
  window.__earlyCall = undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: the test removes the cookie it set.
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('earlyRequestFor', () => {
  it('names each screen’s first call, matching paths as the router does', () => {
    const path = (address: string) => earlyRequestFor(at(address), '')?.path;
    expect(path('/loanDetail?productId=P1&orderId=O1')).toBe('/v3/loan-details/loan-details');
    expect(path('/ORDER/?productId=P1&orderId=O1')).toBe('/v3/loan-details/loan-details');
    expect(path('/repay?productId=P1&orderId=O1')).toBe('/v3/installment/loan-play-detail');
    expect(path('/repayDelay?product_id=P1&orderId=O1')).toBe('/opponents/pettypy');
  });

  it('asks nothing where the screen asks nothing: other screens and incomplete links', () => {
    expect(earlyRequestFor(at('/aboutUs?productId=P1&orderId=O1'), '')).toBeUndefined();
    expect(earlyRequestFor(at('/repaymentOfCode2?productId=P1&orderId=O1'), '')).toBeUndefined();
    expect(earlyRequestFor(at('/loanDetail?productId=P1'), '')).toBeUndefined();
    expect(earlyRequestFor(at('/repay?orderId=O1&productId='), '')).toBeUndefined();
  });

  it('puts the API base in front of the path', () => {
    window.history.replaceState(null, '', '/loanDetail?sessionId=S1');
    expect(earlyRequestFor(at('/loanDetail?productId=P1&orderId=O1'), 'https://api.example.ph')?.url).toBe(
      'https://api.example.ph/v3/loan-details/loan-details?sessionId=S1',
    );
  });

  it('leaves a page with an XSRF cookie to the app (axios would add its header)', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: axios reads this very cookie.
    document.cookie = 'XSRF-TOKEN=t1';
    expect(earlyRequestFor(at('/loanDetail?productId=P1&orderId=O1'), '')).toBeUndefined();
  });
});

describe('startEarlyCall', () => {
  it('sends nothing and keeps nothing on a page without a first call', () => {
    window.history.replaceState(null, '', '/complaint?productId=P1&orderId=O1');
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    startEarlyCall();
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__earlyCall).toBeUndefined();
  });

  it('keeps a failed request as an answer for the screen, never as an unhandled rejection', async () => {
    window.history.replaceState(null, '', '/repay?productId=P1&orderId=O1');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyCall();
    await expect(window.__earlyCall?.answer).resolves.toEqual({ error: new TypeError('Failed to fetch') });
    expect(window.__earlyCall?.settledAt).toBeTypeOf('number');
  });
});
