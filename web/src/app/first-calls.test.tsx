import { hashKey, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api/request.ts';
import { routeKey } from '../lib/route-key.ts';
import { firstCallAt, screensWithEarlyCall } from './first-calls.ts';
import { preloadScreen, routes } from './routes.tsx';

// Every call of the generated functions is recorded and never answers: the screens stay loading.
vi.mock('../api/request.ts', () => ({ apiRequest: vi.fn(() => new Promise(() => undefined)) }));
const sent = vi.mocked(apiRequest);

afterEach(() => {
  sent.mockClear();
  sessionStorage.clear();
});

/** What a call put on its way: the generated function's config, its body as text. */
const asSent = ([config]: Parameters<typeof apiRequest>) => {
  const { url, method, params, data } = config as AxiosRequestConfig;
  return { url, method, params, body: data === undefined ? undefined : String(data) };
};

/** Renders the route's screen at this address; resolves with the client its queries went into. */
async function renderRoute(address: string): Promise<QueryClient> {
  const url = new URL(address, 'http://app.test');
  const route = routes.find((candidate) => routeKey(candidate.path) === routeKey(url.pathname));
  if (route === undefined) throw new Error(`no route ${url.pathname}`);
  await preloadScreen(url.pathname);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <Suspense fallback={null}>
          <route.Screen />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

/** One address per screen with an early call (and per kind of call where a screen has two). */
const ADDRESSES = [
  '/loanDetail?productId=P1&orderId=O1',
  '/order?productId=P1&orderId=O1',
  '/repay?productId=P1&orderId=O1',
  '/repayDelay?productId=P1&orderId=O1',
  '/repaymentOfCode2?productId=P1&orderId=O1',
  '/repaymentOfCode2?productId=P1&orderId=O1&isDelay=1',
  '/confirm?productId=P1',
  '/confirmOfPeriod?productId=P1',
  '/confirmNew?productId=P1&appName=Peso%20Go&clientType=ios',
  '/complaint?orderId=O1',
  '/complaint',
  '/complaintList',
  '/complainDetails?problemId=%20CP1%20',
  '/customerService',
  '/bindBank?product_id=P1',
  '/error',
  '/legacyRepay?productId=P1&orderId=O1&amount=100',
];

describe('each screen’s first call, declared once in its feature folder', () => {
  it('covers every screen the page sends an early call for', () => {
    const covered = new Set(
      ADDRESSES.map((address) => routeKey(new URL(address, 'http://app.test').pathname)),
    );
    expect([...covered].sort()).toEqual(screensWithEarlyCall().sort());
  });

  it.each(ADDRESSES)(
    '%s: the screen’s query has the declared key and sends the declared call',
    async (address) => {
      const url = new URL(address, 'http://app.test');
      const declared = firstCallAt({ pathname: url.pathname, search: url.search });
      if (declared === undefined) throw new Error(`no first call declared for ${address}`);
      const client = await renderRoute(address);
      const path = declared.queryKey[1];
      await vi.waitFor(() => expect(sent.mock.calls.map(asSent).map((call) => call.url)).toContain(path));
      // The screen's query is the one under the declared key, mounted and asking.
      const query = client.getQueryCache().get(hashKey(declared.queryKey));
      expect(query?.getObserversCount()).toBeGreaterThan(0);
      const screenCalls = sent.mock.calls.map(asSent).filter((call) => call.url === path);
      expect(screenCalls).toHaveLength(1);
      // The declared key is that call's (orval's layout: method, path, own params, then the body).
      const [call] = screenCalls;
      const fields = (values: object) => Object.entries(values).map(([name, value]) => [name, String(value)]);
      const [method, keyPath, ...rest] = declared.queryKey;
      expect([method, keyPath]).toEqual([call?.method, call?.url]);
      expect(rest.map((part) => fields(part as object))).toEqual([
        ...(call?.params ? [fields(call.params)] : []),
        ...(call?.body === undefined ? [] : [[...new URLSearchParams(call.body)]]),
      ]);
      // The page's early script sends the same generated call (here through the same mutator).
      void declared.send();
      expect(asSent(sent.mock.lastCall ?? [{}])).toEqual(screenCalls[0]);
    },
  );

  it.each([
    '/repay?productId=P1',
    '/order?orderId=O1',
    '/confirm',
    '/bindBank',
    '/complainDetails?problemId=%20',
    '/legacyRepay?productId=P1&orderId=O1&amount=0',
  ])('%s: an incomplete link has no early call, and its screen asks nothing', async (address) => {
    const url = new URL(address, 'http://app.test');
    expect(firstCallAt({ pathname: url.pathname, search: url.search })).toBeUndefined();
    const client = await renderRoute(address);
    await vi.waitFor(() => expect(client.getQueryCache().getAll().length).toBeGreaterThan(0));
    expect(sent).not.toHaveBeenCalled();
  });

  it('the contract page sends nothing early while the tab keeps a repayment answer', () => {
    sessionStorage.setItem('repayInfo', '{}');
    expect(
      firstCallAt({ pathname: '/repaymentOfCode2', search: '?productId=P1&orderId=O1' }),
    ).toBeUndefined();
  });
});
