import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { BridgeProbe } from './support/bridge.ts';

// No waterfall: the page's inline script sends the screen's first API call (with fetch) and
// preloads the route's chunks while main.js downloads; the app puts the answer in its query cache
// under the screen's key, so the screen shows it without asking again (its own client uses XHR).

/** The request headers the app decides, but Accept (axios's default; fetch sends its own). */
const APP_HEADERS = ['content-type', 'x-requested-with', 'building', 'gather', 'swift', 'eyes'];

/** What the call asks: method, path, query params and form fields (decoded), the app's headers. */
async function asked(request: Request) {
  const url = new URL(request.url());
  const headers = await request.allHeaders();
  return {
    method: request.method(),
    path: url.pathname,
    params: [...url.searchParams],
    fields: [...new URLSearchParams(request.postData() ?? '')],
    headers: Object.fromEntries(APP_HEADERS.map((name) => [name, headers[name]])),
  };
}

/** Every request the page makes to this API path, in order. */
function watch(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

/**
 * The screen shows its content after one call, the page's early one. Then the shell's `resume`
 * makes the screen ask again with its own client (XHR), the same call; once the server has that
 * second call, anything the first load would still have sent has arrived before it: two in all.
 */
async function expectOneCallThenResume(
  bridge: BridgeProbe,
  calls: Request[],
  logged: () => Promise<number>,
): Promise<void> {
  expect(calls.map((call) => call.resourceType())).toEqual(['fetch']);
  await bridge.emit('resume');
  await expect.poll(() => calls.length).toBe(2);
  const [early, own] = calls as [Request, Request];
  expect(own.resourceType()).toBe('xhr');
  expect(await asked(early)).toEqual(await asked(own));
  await expect.poll(logged).toBe(2);
  expect(calls).toHaveLength(2);
}

test.describe('the first call starts from the HTML', () => {
  test('the order page asks for the order once, from the page’s early request, and shows it', async ({
    page,
    fake,
    bridge,
    openApp,
  }) => {
    const calls = watch(page, '/v3/loan-details/loan-details');
    const { productId } = await fake.order('ORD174R');
    // Read through the API itself: one loan-details call in the log before the page's.
    const detail = await fake.orderDetail('ORD174R');
    const logged = async () => (await fake.callsOf('loanDetails')).length - 1;
    // Values that need encoding in the query, and the JSON client's header pair.
    await openApp('/loanDetail', {
      productId,
      orderId: 'ORD174R',
      deviceName: 'iPhone 15, Pro',
      appVersion: '2.1:7',
      building: 'b 1',
      gather: 'g$2',
    });
    await expect(page.getByTestId('status-text')).toHaveText(detail.noticeStatusText);
    await expect(page.getByRole('region', { name: 'Product' })).toHaveText(detail.productName);
    expect(await logged()).toBe(1);
    await expectOneCallThenResume(bridge, calls, logged);
  });

  for (const screen of [
    {
      path: '/order',
      api: '/v3/loan-details/loan-details',
      operationId: 'loanDetails',
      shown: 'status-text',
    },
    {
      path: '/repay',
      api: '/v3/installment/loan-play-detail',
      operationId: 'getInstalmentPlan',
      shown: 'repay-amount',
    },
    {
      path: '/repayDelay',
      api: '/opponents/pettypy',
      operationId: 'getExtensionQuote',
      shown: 'delay-amount',
    },
  ]) {
    test(`${screen.path} asks its first call once`, async ({ page, fake, bridge, openApp }) => {
      const calls = watch(page, screen.api);
      const { productId } = await fake.order('ORD174R');
      await openApp(screen.path, { productId, orderId: 'ORD174R' });
      await expect(page.getByTestId(screen.shown)).toBeVisible();
      const logged = async () => (await fake.callsOf(screen.operationId)).length;
      expect(await logged()).toBe(1);
      await expectOneCallThenResume(bridge, calls, logged);
    });
  }

  // Screens of other kinds of first call: a form POST of one page value, of none (an empty body), of
  // extra kept params (variant 2's appName and clientType), of a constant, of no data at all (so no
  // Content-Type), and one the page sends only while the tab keeps no repayment answer.
  const loanNow = (page: Page) => page.getByRole('button', { name: 'Loan Now', exact: true });
  const screens: {
    path: string;
    query: Record<string, string>;
    api: string;
    operationId: string;
    shown: (page: Page) => Locator;
  }[] = [
    {
      path: '/confirm',
      query: { productId: 'P1001' },
      api: '/v3/loan-confirm/loan-detail-confirm',
      operationId: 'getLoanConfirmDetails',
      shown: loanNow,
    },
    {
      path: '/confirmNew',
      query: { productId: 'P1001', appName: 'Peso Go', clientType: 'ios' },
      api: '/gopia/goya/satire',
      operationId: 'getLoanConfirmDetailsVariantTwo',
      shown: loanNow,
    },
    {
      path: '/complaint',
      query: {},
      api: '/spoken/user-problem/problem-init',
      operationId: 'problemInit',
      shown: (page: Page) => page.getByRole('region', { name: 'Question type' }),
    },
    {
      path: '/complaintList',
      query: {},
      api: '/spoken/user-problem/problem-list',
      operationId: 'problemList',
      shown: (page: Page) => page.getByRole('heading', { name: 'My complaints', level: 1 }),
    },
    {
      path: '/complainDetails',
      query: { problemId: 'CP1003' },
      api: '/spoken/user-problem/problem-detail',
      operationId: 'problemDetail',
      shown: (page: Page) => page.getByRole('region', { name: 'Complaint type' }),
    },
    {
      path: '/bindBank',
      query: { productId: 'P1001' },
      api: '/spoken/card-init',
      operationId: 'cardInit',
      shown: (page: Page) => page.getByRole('heading', { name: 'Payment account information', level: 1 }),
    },
    {
      path: '/legacyRepay',
      query: { productId: 'P1001', orderId: 'ORD174', amount: '100' },
      api: '/spoken/loan/repayment-way',
      operationId: 'repaymentWay',
      shown: (page: Page) => page.getByRole('region', { name: 'Bank cards' }),
    },
    {
      path: '/customerService',
      query: {},
      api: '/spoken/personal-center/contact-kf-info',
      operationId: 'getServiceContacts',
      shown: (page: Page) => page.getByRole('region', { name: 'Contacts' }),
    },
    {
      path: '/error',
      query: {},
      api: '/service/new/union-error-info',
      operationId: 'getErrorPageInfo',
      shown: (page: Page) => page.getByRole('heading', { name: 'Failed', level: 1 }),
    },
    {
      // A tab that keeps no repayment answer: the contract page loads it again.
      path: '/repaymentOfCode2',
      query: { productId: 'P1001', orderId: 'ORD174' },
      api: '/v3/installment/loan-play-detail',
      operationId: 'getInstalmentPlan',
      shown: (page: Page) => page.getByRole('region', { name: 'Contract' }),
    },
  ];
  for (const screen of screens) {
    test(`${screen.path} asks its first call once, from the HTML, as its own call would`, async ({
      page,
      fake,
      bridge,
      openApp,
    }) => {
      const calls = watch(page, screen.api);
      // Both clients' header pairs, and values that need encoding.
      await openApp(screen.path, {
        ...screen.query,
        building: 'b 1',
        gather: 'g$2',
        swift: 's,1',
        eyes: 'e',
      });
      await expect(screen.shown(page)).toBeVisible();
      const logged = async () => (await fake.callsOf(screen.operationId)).length;
      expect(await logged()).toBe(1);
      await expectOneCallThenResume(bridge, calls, logged);
    });
  }

  test('a dropped first call is one failed call, then the screen’s own retry', async ({
    page,
    fake,
    openOrder,
  }) => {
    await fake.fault({ operationId: 'loanDetails', drop: true, times: 1 });
    await openOrder('ORD174R');
    await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
    const calls = await fake.callsOf('loanDetails');
    expect(calls.map((call) => call.effect)).toEqual(['fault', null]);
  });

  test('the route’s chunks are preloaded from the HTML', async ({ page, openOrder, openApp }) => {
    await openOrder('ORD174R');
    const preloaded = page.locator('head link[rel="modulepreload"]');
    await expect(preloaded.and(page.locator('[href^="/assets/order-route-"]'))).toHaveCount(1);
    // The API client's chunk too: the entry does not load it.
    await expect(preloaded.and(page.locator('[href^="/assets/request-"]'))).toHaveCount(1);
    // An address no route names preloads the not-found screen, which the router shows there.
    await openApp('/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(preloaded.and(page.locator('[href^="/assets/not-found-"]'))).toHaveCount(1);
  });
});
