import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_NAME } from '../../content/brand.ts';
import { callsOf } from './support/fake-reads.ts';
import { renderRoute } from './support/render-route.tsx';
import { freshSandboxId, screenWorld } from './support/screen-world.ts';

// No dead ends: every route that loads data, under every way its first load can fail (no answer,
// a server failure, a refusal such as an order that does not exist), and every route opened with
// a link that lacks its values, shows the brand, a title, a reason, and a way on that can succeed:
// Retry only where the same call can pass (and it does, once the fault is gone), otherwise no Retry
// and a way that works: back, back to the order, or customer service.

interface DataRoute {
  /** The address that loads (a seeded order, product, complaint or template). */
  readonly path: string;
  /** Its first call, failed by the fault. */
  readonly operationId: string;
  /** Whether the route is rendered as the borrower meets it: in the shell (default) or a plain browser. */
  readonly shell?: boolean;
  /** The page asks once, without the query's own second try (the promotion template). */
  readonly asksOnce?: boolean;
}

const DATA_ROUTES: readonly DataRoute[] = [
  { path: '/loanDetail?productId=P1001&orderId=ORD174', operationId: 'loanDetails' },
  { path: '/order?productId=P1002&orderId=ORD174R', operationId: 'loanDetails' },
  { path: '/repay?productId=P1001&orderId=ORD174', operationId: 'getInstalmentPlan' },
  { path: '/repayDelay?productId=P1002&orderId=ORD174R', operationId: 'getExtensionQuote' },
  { path: '/repaymentOfCode2?productId=P1001&orderId=ORD174', operationId: 'getInstalmentPlan' },
  { path: '/confirm?productId=P1001', operationId: 'getLoanConfirmDetails' },
  { path: '/confirmOfPeriod?productId=P1003', operationId: 'getLoanConfirmDetails' },
  {
    path: '/confirmNew?productId=P1001&appName=PesoGo&clientType=ios',
    operationId: 'getLoanConfirmDetailsVariantTwo',
  },
  { path: '/bindBank?product_id=P1001', operationId: 'cardInit' },
  { path: '/customerService', operationId: 'getServiceContacts' },
  { path: '/complaint', operationId: 'problemInit' },
  { path: '/complaintList', operationId: 'problemList' },
  { path: '/complainDetails?problemId=CP1001', operationId: 'problemDetail' },
  { path: '/legacyRepay?productId=P1001&orderId=ORD174&amount=1000', operationId: 'repaymentWay' },
  { path: '/error', operationId: 'getErrorPageInfo' },
  {
    path: '/promotion.html#/register?app_from=h5&user_from=facebook&utm_tag=payday&id=1&links_id=L77',
    operationId: 'channelTemplate',
    shell: false,
    asksOnce: true,
  },
];

/**
 * How a first load fails, as the fake world's faults play it; `tries` = the calls it fails (the
 * query tries a call that got no answer twice by itself, so Retry is the third).
 */
const FAILURES = {
  'no answer': { fault: { drop: true }, tries: 2, retry: true },
  'HTTP 503': { fault: { httpStatus: 503 }, tries: 2, retry: true },
  'code 500': {
    fault: { code: '500', message: 'The service is busy, please try again later.' },
    tries: 1,
    retry: true,
  },
  'code 404 (not found)': {
    fault: { code: '404', message: 'We could not find this.' },
    tries: 1,
    retry: false,
  },
} as const;

/** Links that lack the values their screen is about (in a plain browser: no shell to close to). */
const INCOMPLETE_LINKS = [
  '/loanDetail?productId=P1001',
  '/repay?productId=P1001',
  '/repayDelay?orderId=ORD174R',
  '/repaymentOfCode2',
  '/repaymentOfCode?type=1&productId=P1001&orderId=ORD174',
  '/carpmm?requestType=1&amount=1000',
  '/carpmm',
  '/confirm',
  '/confirmNew',
  '/bindBank',
  '/bindBank?source=loanDetail&orderId=ORD170B',
  '/complainPageNext?orderNo=ORD180',
  '/complainDetails',
  '/legacyRepay?productId=P1001&orderId=ORD174',
];

const WAYS = ['Retry', 'Back to my order', 'Go back', 'Contact customer service'];

/** The error state's parts, each as the borrower sees it; fails when one is missing. */
async function errorState() {
  const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
  const title = within(alert).getByRole('heading', { level: 1 });
  const reason = alert.querySelector('p');
  const nav = screen.getByRole('navigation', { name: 'What you can do' });
  const ways = [...nav.querySelectorAll('button, a')].map((each) => each.textContent ?? '');
  return { title: title.textContent ?? '', reason: reason?.textContent ?? '', ways, nav };
}

function expectBrand() {
  expect(screen.getByText(APP_NAME)).toBeTruthy();
}

describe.each(DATA_ROUTES)('$path: a failed first load', ({ path, operationId, shell, asksOnce }) => {
  it.each(Object.entries(FAILURES))(
    '%s: title, reason, brand, and a way on that can succeed',
    async (_kind, failure) => {
      const sandbox = freshSandboxId();
      const times = asksOnce ? 1 : failure.tries;
      screenWorld().addFault({ operationId, ...failure.fault, times }, sandbox);
      renderRoute(path, { sandbox, shell });
      const state = await errorState();
      expectBrand();
      expect(state.title).not.toBe('');
      // (The legacy card page says the spec's own '查询银行卡列表失败' for every failure.)
      expect(state.reason.trim()).not.toBe('');
      expect(state.ways.length).toBeGreaterThan(0);
      expect(state.ways.every((way) => WAYS.includes(way) || way.startsWith('Call us at '))).toBe(true);
      if (failure.retry) {
        // The fault is spent: Retry now loads the screen.
        fireEvent.click(within(state.nav).getByRole('button', { name: 'Retry' }));
        await waitFor(
          () => expect(screen.queryByRole('navigation', { name: 'What you can do' })).toBeNull(),
          {
            timeout: 8000,
          },
        );
      } else {
        // Retrying a refusal gets the same refusal: not offered; a person is.
        expect(state.ways).not.toContain('Retry');
        const contact = state.ways.find(
          (way) => way === 'Contact customer service' || way.startsWith('Call us at '),
        );
        expect(contact).toBeDefined();
      }
    },
  );
});

describe('a link that lacks its values', () => {
  it.each(INCOMPLETE_LINKS)('%s: title, reason, brand, no Retry, and customer service', async (path) => {
    renderRoute(path, { shell: false });
    const state = await errorState();
    expectBrand();
    expect(state.title).toBe('This link is incomplete');
    expect(state.reason.length).toBeGreaterThan(10);
    expect(state.ways).not.toContain('Retry');
    expect(state.ways).toContain('Contact customer service');
  });

  it('/carpmm with an order: back to the order opens it', async () => {
    const rendered = renderRoute('/carpmm?requestType=1&productId=P1001&orderId=ORD174', { shell: false });
    fireEvent.click(within((await errorState()).nav).getByRole('button', { name: 'Back to my order' }));
    expect(await screen.findByTestId('status-text', {}, { timeout: 8000 })).toBeTruthy();
    expect(callsOf(rendered, 'loanDetails')).toHaveLength(1);
  });

  it('/bindBank without a product, inside the shell: Go back closes the web view', async () => {
    const rendered = renderRoute('/bindBank');
    fireEvent.click(within((await errorState()).nav).getByRole('button', { name: 'Go back' }));
    expect(rendered.nativeCalls.map((call) => call.action)).toEqual(['closeWebView']);
  });

  it('Contact customer service opens the contacts', async () => {
    renderRoute('/bindBank', { shell: false });
    fireEvent.click(within((await errorState()).nav).getByRole('link', { name: 'Contact customer service' }));
    expect(await screen.findByRole('region', { name: 'Contacts' }, { timeout: 8000 })).toBeTruthy();
  });
});

describe('an order that does not exist', () => {
  it('says the order was not found, offers no Retry (it can never succeed), and customer service', async () => {
    const rendered = renderRoute('/loanDetail?productId=P1001&orderId=NOPE');
    const state = await errorState();
    expect(state.title).toBe('Order not found');
    expect(state.reason).toContain('NOPE');
    expect(state.ways).toEqual(['Go back', 'Contact customer service']);
    expect(callsOf(rendered, 'loanDetails').map((call) => call.code)).toEqual(['404']);
  });

  it('on the repayment page: no Retry, and no way back to an order that is not there', async () => {
    renderRoute('/repay?productId=P1001&orderId=NOPE', { shell: false });
    const state = await errorState();
    expect(state.title).toBe('Order not found');
    expect(state.ways).toEqual(['Contact customer service']);
  });

  it('a server failure on the repayment page offers Retry and the way back to the order', async () => {
    const sandbox = freshSandboxId();
    screenWorld().addFault(
      { operationId: 'getInstalmentPlan', code: '500', message: 'Busy', times: 1 },
      sandbox,
    );
    renderRoute('/repay?productId=P1001&orderId=ORD174', { sandbox, shell: false });
    const state = await errorState();
    expect(state.title).toBe('Something went wrong');
    expect(state.ways).toEqual(['Retry', 'Back to my order', 'Contact customer service']);
  });
});
