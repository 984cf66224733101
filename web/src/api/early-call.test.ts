import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientTypeOf } from '../lib/client-type.ts';
import { routeKey } from '../lib/route-key.ts';
import { describedRequest, earlyRequestFor, screensWithEarlyCall, startEarlyCall } from './early-call.ts';
import { cardInit } from './generated/hooks/bind-bank/bind-bank.ts';
import { problemDetail, problemInit, problemList } from './generated/hooks/complaint/complaint.ts';
import { contractList, loanDetailConfirm } from './generated/hooks/confirm/confirm.ts';
import { satire } from './generated/hooks/confirm-v2/confirm-v2.ts';
import { repaymentWay } from './generated/hooks/legacy-repay/legacy-repay.ts';
import { loanDetails } from './generated/hooks/order/order.ts';
import { loanPlayDetail, pettypy } from './generated/hooks/repay/repay.ts';
import { contactKfInfo, unionErrorInfo } from './generated/hooks/service/service.ts';

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
    expect(earlyRequestFor(at('/complainPageNext?problemType=1'), '')).toBeUndefined();
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
    window.history.replaceState(null, '', '/aboutUs?productId=P1&orderId=O1');
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

describe('earlyRequestFor: when the screen asks nothing, nothing is sent', () => {
  const none = (address: string) => expect(earlyRequestFor(at(address), '')).toBeUndefined();

  it('links without the values the screen needs', () => {
    none('/confirm?orderId=O1');
    none('/confirmNew?productId=');
    none('/bindBank?orderId=O1');
    none('/complainDetails?problemId=%20%20');
    none('/repaymentOfCode2?productId=P1');
  });

  it('the legacy card page without an order or a whole positive amount', () => {
    none('/legacyRepay?productId=P1&orderId=O1');
    none('/legacyRepay?productId=P1&orderId=O1&amount=0');
    none('/legacyRepay?productId=P1&orderId=O1&amount=12.5');
    none('/legacyRepay?productId=P1&amount=100');
  });

  it('the contract page when the tab keeps a repayment answer (it may show that one)', () => {
    sessionStorage.setItem('repayInfo', '{}');
    none('/repaymentOfCode2?productId=P1&orderId=O1');
    none('/repaymentOfCode2?productId=P1&orderId=O1&isDelay=1');
  });

  it('picks the contract page’s call by isDelay', () => {
    const path = (address: string) => earlyRequestFor(at(address), '')?.path;
    expect(path('/repaymentOfCode2?productId=P1&orderId=O1')).toBe('/v3/installment/loan-play-detail');
    expect(path('/repaymentOfCode2?productId=P1&orderId=O1&isDelay=1')).toBe('/opponents/pettypy');
  });
});

/** What the app's XHR adapter put on the wire: open(), every setRequestHeader() and send(). */
interface XhrWire {
  method: string;
  url: string;
  headers: string[];
  body: unknown;
}

/** Just enough of XMLHttpRequest for axios's XHR adapter: records the request, answers ANSWER. */
class RecordingXhr {
  static sent: XhrWire[] = [];
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  responseURL = '';
  timeout = 0;
  onloadend: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private wire: XhrWire = { method: '', url: '', headers: [], body: null };

  open(method: string, url: string): void {
    this.wire = { method, url, headers: [], body: null };
  }
  setRequestHeader(name: string, value: string): void {
    this.wire.headers.push(`${name.toLowerCase()}: ${value}`);
  }
  getAllResponseHeaders(): string {
    return 'content-type: application/json\r\n';
  }
  addEventListener(): void {}
  abort(): void {}
  send(body: unknown): void {
    RecordingXhr.sent.push({ ...this.wire, headers: this.wire.headers.sort(), body });
    Object.assign(this, {
      readyState: 4,
      status: 200,
      statusText: 'OK',
      responseText: JSON.stringify(ANSWER),
    });
    queueMicrotask(() => this.onloadend?.());
  }
}

const ANSWER = { code: '00', message: '', success: true, data: {} };
// Values axios and URLSearchParams encode differently (':', '$', ',', spaces, '+', '!', '~', '('),
// and both clients' header pairs.
const SESSION =
  'sessionId=a%3Ab%24c%2Cd%20e%2Bf!g~h(i)&deviceId=D%C3%A9&deviceName=iPhone%2015&appVersion=2.1' +
  '&building=b%201&gather=g%24&swift=s%201&eyes=e';
const ORDER = { productId: 'P1001', orderId: 'ORD174' };
const ORDER_QUERY = 'productId=P1001&orderId=ORD174';

/**
 * Per screen, an address and the call its route module makes there, with the same arguments (the
 * screen's hook passes body, params, request options and the query's signal).
 */
const SCREENS: [path: string, query: string, call: (signal: AbortSignal) => Promise<unknown>][] = [
  ['/loanDetail', ORDER_QUERY, (signal) => loanDetails(ORDER, undefined, undefined, signal)],
  ['/order', ORDER_QUERY, (signal) => loanDetails(ORDER, undefined, undefined, signal)],
  ['/repay', ORDER_QUERY, (signal) => loanPlayDetail(ORDER, undefined, undefined, signal)],
  ['/repayDelay', ORDER_QUERY, (signal) => pettypy(ORDER, undefined, undefined, signal)],
  ['/repaymentOfCode2', ORDER_QUERY, (signal) => loanPlayDetail(ORDER, undefined, undefined, signal)],
  ['/repaymentOfCode2', `${ORDER_QUERY}&isDelay=1`, (signal) => pettypy(ORDER, undefined, undefined, signal)],
  [
    '/confirm',
    'productId=P1001',
    (signal) => loanDetailConfirm({ productId: 'P1001' }, undefined, undefined, signal),
  ],
  [
    '/confirmOfPeriod',
    'product_id=P1003',
    (signal) => loanDetailConfirm({ productId: 'P1003' }, undefined, undefined, signal),
  ],
  // variantTwoParams: the page's appName and clientType, kept for the tab…
  [
    '/confirmNew',
    'productId=P1001&appName=Peso%20Go%3A2&clientType=ios',
    (signal) =>
      satire({ productId: 'P1001' }, { appName: 'Peso Go:2', clientType: 'ios' }, undefined, signal),
  ],
  // …else no appName and the device's clientType.
  [
    '/confirmNew',
    'productId=P1001&clientType=windows',
    (signal) => satire({ productId: 'P1001' }, { clientType: clientTypeOf() }, undefined, signal),
  ],
  [
    '/complaint',
    'orderId=ORD174',
    (signal) => problemInit({ orderId: 'ORD174' }, undefined, undefined, signal),
  ],
  // No order: an empty form body.
  ['/complaint', '', (signal) => problemInit({}, undefined, undefined, signal)],
  ['/complaintList', '', (signal) => problemList(undefined, undefined, signal)],
  [
    '/complainDetails',
    'problemId=%20PB%2B1%20',
    (signal) => problemDetail({ problemId: 'PB+1' }, undefined, undefined, signal),
  ],
  ['/customerService', '', (signal) => contactKfInfo({ type: 1 }, undefined, undefined, signal)],
  [
    '/bindBank',
    'productId=P1001',
    (signal) => cardInit({ product_id: 'P1001' }, undefined, undefined, signal),
  ],
  ['/error', '', (signal) => unionErrorInfo(undefined, undefined, signal)],
  ['/legacyRepay', `${ORDER_QUERY}&amount=150000`, (signal) => repaymentWay(undefined, undefined, signal)],
];

/** The early request's fetch on this address, as the page's inline script makes it. */
function earlyFetchOn(address: string, request?: Parameters<typeof startEarlyCall>[0]) {
  window.history.replaceState(null, '', address);
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(ANSWER), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  startEarlyCall(request);
  vi.unstubAllGlobals();
  return fetch.mock.calls;
}

/** The app's own client sends through RecordingXhr from now on. */
function recordXhr(): XhrWire[] {
  RecordingXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', RecordingXhr);
  return RecordingXhr.sent;
}

/** The early fetch as the same fields as XhrWire. */
function earlyWire([url, init]: Parameters<typeof fetch>): XhrWire {
  return {
    method: init?.method ?? 'GET',
    url: String(url),
    headers: [...new Headers(init?.headers)].map(([name, value]) => `${name.toLowerCase()}: ${value}`).sort(),
    body: init?.body,
  };
}

/**
 * Sends the screen's call through the app's client without an early request, then starts the early
 * request on the same address and checks both: the same method, URL, headers and body; and the
 * screen's call then takes the early answer instead of asking again.
 */
async function expectSameAsTheApp(address: string, call: (signal: AbortSignal) => Promise<unknown>) {
  const run = () => call(new AbortController().signal);
  window.history.replaceState(null, '', address);
  const sent = recordXhr();
  await run();
  const [app] = sent;
  if (app === undefined) throw new Error('the app sent nothing');
  const [early] = earlyFetchOn(address);
  if (early === undefined) throw new Error('no early request on this address');
  const wire = earlyWire(early);
  // XHR sends '' as no body (send('' || null)), fetch an empty one: no bytes either way.
  expect({ ...wire, body: wire.body ?? '' }).toEqual({ ...app, body: app.body ?? '' });
  // A GET (and a POST without data) gives fetch no body at all: fetch would refuse one on a GET,
  // and add a text/plain type to an empty string.
  if (app.body === null) expect(early[1]?.body).toBeOneOf([undefined, '']);

  recordXhr();
  await expect(run()).resolves.toEqual(ANSWER);
  expect(RecordingXhr.sent).toEqual([]);
}

describe('each described first call is the request the app’s own client sends, byte for byte', () => {
  afterEach(() => {
    window.__earlyCall = undefined;
  });

  it.each(SCREENS)('%s?%s and the session values', async (path, query, call) => {
    await expectSameAsTheApp(`${path}?${[query, SESSION].filter(Boolean).join('&')}`, call);
  });

  it.each(SCREENS.filter(([, query]) => query === ''))('%s without any page value', async (path, _, call) => {
    await expectSameAsTheApp(path, call);
  });

  it('covers every screen with an early call', () => {
    expect(new Set(SCREENS.map(([path]) => routeKey(path)))).toEqual(new Set(screensWithEarlyCall()));
  });

  it('sends a GET without Content-Type or body, as axios does (the agreement list’s call)', async () => {
    const address = `/confirm?productId=P1001&${SESSION}`;
    const run = () => contractList({ productId: 'P1001', scene: 3 }, undefined, new AbortController().signal);
    window.history.replaceState(null, '', address);
    const sent = recordXhr();
    await run();
    const request = describedRequest(
      {
        method: 'GET',
        path: '/v3/contract/contract',
        params: [{ name: 'productId' }, { name: 'scene', value: () => '3' }],
      },
      { productId: 'P1001' },
    );
    const [early] = earlyFetchOn(address, request);
    if (early === undefined || sent[0] === undefined) throw new Error('a request is missing');
    expect(sent[0].body).toBeNull();
    expect(sent[0].headers.some((line) => line.startsWith('content-type'))).toBe(false);
    expect(early[1]?.body).toBeUndefined();
    expect(earlyWire(early)).toEqual({ ...sent[0], body: undefined });

    recordXhr();
    await expect(run()).resolves.toEqual(ANSWER);
    expect(RecordingXhr.sent).toEqual([]);
  });
});
