import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig, isCancel } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../ui/toast/toast-store.ts';
import { EARLY_ANSWER_TTL_MS, pendingEarlyCall, startEarlyCall } from './early-call.ts';
import { loanDetails } from './generated/hooks/order/order.ts';
import { loanPlayDetail, pettypy } from './generated/hooks/repay/repay.ts';
import { apiClients } from './request.ts';

const ORDER = { productId: 'P1001', orderId: 'ORD174' };
const BODY = { code: '00', message: '', success: true, data: { status: 174 } };
// Values axios and URLSearchParams encode differently (':', '$', ',', spaces, '+', '!', '~', '(').
const SESSION =
  'sessionId=a%3Ab%24c%2Cd%20e%2Bf!g~h(i)&deviceId=D%C3%A9&deviceName=iPhone%2015&appVersion=2.1&building=b1&gather=g%20x';

/** What the network would have been asked (the usual adapter), call by call. */
let network: InternalAxiosRequestConfig[];
/** The early request's fetch, as the page's inline script makes it. */
let earlyFetch: ReturnType<typeof vi.fn<typeof fetch>>;

function visit(address: string): void {
  window.history.replaceState(null, '', address);
}

/** The page's inline script on this address, its fetch answering with `answer`. */
function earlyCallOn(address: string, answer: () => Promise<Response>): void {
  visit(address);
  earlyFetch = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', earlyFetch);
  startEarlyCall();
  vi.unstubAllGlobals();
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

/** The order screen's first call: the generated request its query runs. */
const loadOrder = (signal = new AbortController().signal) => loanDetails(ORDER, undefined, undefined, signal);

beforeEach(() => {
  sessionStorage.clear();
  clearToasts();
  window.__earlyCall = undefined;
  network = [];
  const usual: AxiosAdapter = async (config) => {
    network.push(config);
    return {
      data: JSON.stringify({ ...BODY, from: 'network' }),
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
  apiClients.json.defaults.adapter = usual;
  apiClients.form.defaults.adapter = usual;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the early request handed to the screen', () => {
  it('answers the screen’s first call: the server is asked once', async () => {
    earlyCallOn(`/loanDetail?productId=P1001&orderId=ORD174&${SESSION}`, () => json(BODY));
    await expect(loadOrder()).resolves.toEqual(BODY);
    expect(earlyFetch).toHaveBeenCalledTimes(1);
    expect(network).toEqual([]);
  });

  it.each([
    ['/loanDetail', loanDetails],
    ['/order', loanDetails],
    ['/repay', loanPlayDetail],
    ['/repayDelay', pettypy],
  ])('is on %s the request the screen’s own call sends, byte for byte', async (path, call) => {
    const address = `${path}?productId=P1001&orderId=ORD174&${SESSION}&swift=s%201&eyes=e`;
    const run = () => call(ORDER, undefined, undefined, new AbortController().signal);
    // First what the app sends without an early request…
    visit(address);
    await run();
    const sent = network[0];
    if (sent === undefined) throw new Error('nothing sent');
    // …then the early request on the same address: the same method, URL, headers and body.
    earlyCallOn(address, () => json(BODY));
    const [url, init] = earlyFetch.mock.calls[0] ?? [];
    expect(url).toBe(apiClients.json.getUri(sent));
    expect(init?.method).toBe(sent.method?.toUpperCase());
    expect(init?.body).toBe(sent.data);
    const lines = (headers: HeadersInit | undefined) => [...new Headers(headers)].sort();
    expect(lines(init?.headers)).toEqual(
      lines(sent.headers.normalize(false).toJSON() as Record<string, string>),
    );
    // And the screen's call takes it instead of asking again.
    await run();
    expect(network).toHaveLength(1);
  });

  it('is used once: a second identical call goes to the server', async () => {
    earlyCallOn(`/loanDetail?productId=P1001&orderId=ORD174&${SESSION}`, () => json(BODY));
    await loadOrder();
    await expect(loadOrder()).resolves.toMatchObject({ from: 'network' });
    expect(network).toHaveLength(1);
  });

  it('is not used for another request, and stays for the screen’s own call', async () => {
    earlyCallOn(`/loanDetail?productId=P1001&orderId=ORD174&${SESSION}`, () => json(BODY));
    // A call for another order: the same path, another body.
    await loanDetails({ productId: 'P1001', orderId: 'ORD999' });
    expect(network).toHaveLength(1);
    await expect(loadOrder()).resolves.toEqual(BODY);
    expect(network).toHaveLength(1);
  });

  it('is not used when the call would send other headers (the kept session changed)', async () => {
    earlyCallOn(`/loanDetail?productId=P1001&orderId=ORD174&building=b1`, () => json(BODY));
    visit('/loanDetail?productId=P1001&orderId=ORD174&building=b2');
    await expect(loadOrder()).resolves.toMatchObject({ from: 'network' });
    expect(network).toHaveLength(1);
  });

  it('is not used once its answer is older than the time it is kept', async () => {
    earlyCallOn(`/loanDetail?productId=P1001&orderId=ORD174`, () => json(BODY));
    await vi.waitFor(() => expect(window.__earlyCall?.settledAt).toBeDefined());
    expect(pendingEarlyCall(Date.now() + EARLY_ANSWER_TTL_MS + 1)).toBeUndefined();
    await expect(loadOrder()).resolves.toMatchObject({ from: 'network' });
  });

  it('hands an HTTP error over as the same axios error, without asking again', async () => {
    earlyCallOn(`/loanDetail?productId=P1001&orderId=ORD174`, () => json({ message: 'busy' }, 500));
    const error = await loadOrder().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AxiosError);
    expect(error).toMatchObject({ code: AxiosError.ERR_BAD_RESPONSE, response: { status: 500 } });
    expect((error as AxiosError).response?.data).toEqual({ message: 'busy' });
    expect(network).toEqual([]);
  });

  it('hands a network failure over as axios’s network error', async () => {
    earlyCallOn(`/loanDetail?productId=P1001&orderId=ORD174`, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const error = await loadOrder().catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      isAxiosError: true,
      code: AxiosError.ERR_NETWORK,
      message: 'Network Error',
    });
    expect(network).toEqual([]);
  });

  it('is cancelled with the screen’s call while the answer is still on its way', async () => {
    earlyCallOn(`/loanDetail?productId=P1001&orderId=ORD174`, () => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = loadOrder(controller.signal).catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(window.__earlyCall).toBeUndefined());
    controller.abort();
    expect(isCancel(await pending)).toBe(true);
    expect(network).toEqual([]);
  });
});
