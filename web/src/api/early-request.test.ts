import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './early-request.ts';
import { SCREEN_ANSWER } from './first-call.ts';
import { problemList } from './generated/hooks/complaint/complaint.ts';
import { loanDetails } from './generated/hooks/order/order.ts';

// The generated functions with the page script's mutator, as web/route-preload.ts bundles them.
vi.mock('./request.ts', () => import('./early-request.ts'));

const OK = { code: '00', message: '', success: true, data: { orderStatus: 1 } };
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The page address and a fetch that answers `reply`; returns what was sent. */
function page(search: string, reply: () => Promise<Response>) {
  window.history.replaceState(null, '', `/loanDetail${search}`);
  const fetch = vi.fn((_url: string, _init: RequestInit) => reply());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the page script’s mutator (fetch, no axios)', () => {
  it('sends the generated call with the session params, the header pair and the form body', async () => {
    const fetch = page('?sessionId=S%201&building=b%201&gather=g', () => Promise.resolve(answer(OK)));
    const body = await loanDetails({ productId: 'P1', orderId: 'O1' }, undefined, SCREEN_ANSWER);
    expect(body).toEqual(OK);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/v3/loan-details/loan-details?sessionId=S+1');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      building: 'b 1',
      gather: 'g',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(String(init?.body)).toBe('productId=P1&orderId=O1');
  });

  it('sends no body and no Content-Type for a call without data; the form client’s pair, empty', async () => {
    const fetch = page('', () => Promise.resolve(answer({ code: '00', message: '', data: { tabs: [] } })));
    await problemList(undefined, SCREEN_ANSWER);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/spoken/user-problem/problem-list');
    expect(init?.headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest', swift: '', eyes: '' });
    expect(init?.body).toBeUndefined();
  });

  it('puts the call’s own params after the session ones, an own value winning', async () => {
    const fetch = page('?sessionId=S1&appName=kept', () => Promise.resolve(answer(OK)));
    await apiRequest({
      url: '/gopia/goya/satire',
      method: 'POST',
      params: { appName: 'own', clientType: 'ios' },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/gopia/goya/satire?sessionId=S1&appName=own&clientType=ios');
  });

  it('resolves with a non-success envelope, as the client does (the app shows its message)', async () => {
    page('', () => Promise.resolve(answer({ code: '99', message: 'Busy', success: false })));
    await expect(loanDetails({ productId: 'P1', orderId: 'O1' }, undefined, SCREEN_ANSWER)).resolves.toEqual({
      code: '99',
      message: 'Busy',
      success: false,
    });
  });

  it.each([
    ['an HTTP error', () => Promise.resolve(answer({ message: 'no' }, 500))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('rejects on %s, as axios does', async (_what, reply) => {
    page('', reply);
    await expect(apiRequest({ url: '/gopia/goya/satire', method: 'POST' })).rejects.toThrow();
  });
});
