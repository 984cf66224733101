import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { payPayment } from '../../fake-server/src/store/lifecycle/payments.ts';
import type { ExtensionInfo, RepaymentInfo } from '../../openapi/generated/model/index.ts';
import { SLOW_SCREEN_MS, slowNextScreen, slowScreenModule } from './journeys/support/slow-screen.tsx';
import { apiData, callsOf, orderPath, seedOrder } from './support/fake-reads.ts';
import { sendNativeEvent } from './support/native-shell.ts';
import { type RenderedRoute, renderRoute } from './support/render-route.tsx';
import { peso } from './support/text.ts';

// The code page's code can be made slow to arrive (slowNextScreen), as on a first visit on a weak
// network; otherwise it is the page itself.
vi.mock('../../web/src/features/repay/repayment-code-route.tsx', async (original) =>
  slowScreenModule(await original<typeof import('../../web/src/features/repay/repayment-code-route.tsx')>()),
);

// The repayment screens (/repay, /repayDelay and the code page they lead to) against the fake
// world in-process: the journeys of tests/e2e/repay*.spec.ts that need no browser (no layout,
// colour, clipboard or camera). Assertions read what the borrower sees and what was sent.

const BUSY = { code: '500', message: 'The payment service is busy, please try again later.' };

function repayPath(orderId: string, path: '/repay' | '/repayDelay' = '/repay'): string {
  return `${path}?productId=${seedOrder(orderId).productId}&orderId=${orderId}`;
}

function instalment(rendered: RenderedRoute, orderId: string): Promise<RepaymentInfo> {
  const { productId } = seedOrder(orderId);
  return apiData<RepaymentInfo>(rendered, '/v3/installment/loan-play-detail', { productId, orderId });
}

function extension(rendered: RenderedRoute, orderId: string): Promise<ExtensionInfo> {
  const { productId } = seedOrder(orderId);
  return apiData<ExtensionInfo>(rendered, '/opponents/pettypy', { productId, orderId });
}

const button = (name: string) => screen.findByRole('button', { name });
const amount = async () => (await screen.findByTestId('repay-amount')).textContent;
const toasts = () => screen.getByRole('status', { name: 'Notifications' });

/** Opens the channel picker of the repayment page; chooses `channel` when given. */
async function openPicker(channel?: string): Promise<HTMLElement> {
  fireEvent.click(await button('Payment Method'));
  const sheet = await screen.findByRole('dialog', { name: 'Payment Method' });
  if (channel !== undefined) fireEvent.click(within(sheet).getByText(channel));
  return sheet;
}

const checkedChannels = (sheet: HTMLElement) =>
  within(sheet)
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.getAttribute('value'));

describe('repayment page: loading, answer, server message', () => {
  it('a slow answer shows the loading state, then the amount due', async () => {
    const rendered = renderRoute(repayPath('ORD174'));
    rendered.world.addFault({ operationId: 'getInstalmentPlan', delayMs: 600, times: 1 }, rendered.sandboxId);
    expect(await screen.findByText('Loading repayment')).toBeTruthy();
    const info = await instalment(rendered, 'ORD174');
    expect(await amount()).toBe(peso(info.repayAmount));
  });

  it('a server error shows its message; Retry loads the page', async () => {
    const rendered = renderRoute(repayPath('ORD174'), { sandbox: 'repay-busy' });
    rendered.world.addFault({ operationId: 'getInstalmentPlan', ...BUSY, times: 1 }, 'repay-busy');
    expect((await screen.findByRole('alert')).textContent).toContain(BUSY.message);
    fireEvent.click(await button('Retry'));
    expect(await amount()).toMatch(/^₱/);
  });

  it('a dropped connection says network error; Retry recovers', async () => {
    const rendered = renderRoute(repayPath('ORD174'), { sandbox: 'repay-dropped' });
    // The query retries once by itself: drop both tries.
    rendered.world.addFault({ operationId: 'getInstalmentPlan', drop: true, times: 2 }, 'repay-dropped');
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
    fireEvent.click(await button('Retry'));
    expect(await amount()).toMatch(/^₱/);
  });

  it('a link without an order id says what it lacks', async () => {
    renderRoute('/repay?productId=P1001');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'missing some details (a productId and an orderId)',
    );
  });

  it('the extension page shows its loading state, then the fee', async () => {
    const rendered = renderRoute(repayPath('ORD174R', '/repayDelay'));
    rendered.world.addFault({ operationId: 'getExtensionQuote', delayMs: 600, times: 1 }, rendered.sandboxId);
    expect(await screen.findByText('Loading extension')).toBeTruthy();
    const info = await extension(rendered, 'ORD174R');
    expect((await screen.findByTestId('delay-amount')).textContent).toBe(peso(info.delayInfo.delayAmount));
  });
});

describe('repayment page: what it shows', () => {
  it('ORD174: amount, date, product, two detail rows until More, the banner and the pay code', async () => {
    const rendered = renderRoute(repayPath('ORD174'));
    const info = await instalment(rendered, 'ORD174');
    expect(await amount()).toBe(peso(info.repayAmount));
    expect(screen.getByTestId('repay-date').textContent).toBe(info.repayDate);
    expect(screen.getByRole('region', { name: 'Product' }).textContent).toBe(info.productName);
    expect(screen.getByRole('note').textContent).toBe(info.noticeMsg);
    const rows = screen.getByRole('region', { name: 'Repayment details' });
    const shown = (count: number) => {
      const wanted = info.detail.slice(0, count);
      expect(
        within(rows)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(wanted.map((row) => row.text));
      expect(
        within(rows)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual(wanted.map((row) => row.value));
    };
    shown(2);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    shown(info.detail.length);
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    shown(2);
    expect(screen.getByTestId('pay-code').textContent).toBe(info.defDetail?.payCode);
  });

  it('an order without a banner or a default pay code shows neither', async () => {
    const rendered = renderRoute(repayPath('ORD170'));
    const info = await instalment(rendered, 'ORD170');
    expect(info.defDetail).toBeNull();
    expect(await amount()).toBe(peso(info.repayAmount));
    expect(screen.queryByRole('region', { name: 'Reference No.' })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("QA's clock: three days later the order is overdue and the page says so", async () => {
    const rendered = renderRoute(repayPath('ORD174'), { sandbox: 'repay-clock' });
    rendered.world.moveClock({ advance: '3d' }, 'repay-clock');
    const info = await instalment(rendered, 'ORD174');
    const days = info.detail.find((row) => row.text === 'Overdue days')?.value;
    expect(days).toBeDefined();
    const hero = await screen.findByRole('region', { name: 'Amount due' });
    expect(hero.textContent).toContain(`${days} days overdue`);
  });
});

describe('repayment page: paying', () => {
  it('Payment Method → 7-Eleven → Payment: one pay code for the amount, and its code page', async () => {
    const rendered = renderRoute(repayPath('ORD174'));
    const info = await instalment(rendered, 'ORD174');
    const sheet = await openPicker();
    expect(within(sheet).getAllByRole('radio')).toHaveLength(info.repayList.length);
    // The first channel is chosen for the borrower, and only one at a time.
    expect(checkedChannels(sheet)).toEqual([info.repayList[0]?.channel_number]);
    fireEvent.click(within(sheet).getByText('7-Eleven'));
    expect(checkedChannels(sheet)).toEqual(['90008']);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Payment' }));
    expect((await screen.findByTestId('payment-code')).textContent).toBe(info.defDetail?.payCode);
    expect(screen.getByTestId('code-amount').textContent).toBe(peso(info.repayAmount));
    expect(callsOf(rendered, 'generatePayCode').map((call) => call.body)).toEqual([
      {
        productId: seedOrder('ORD174').productId,
        orderId: 'ORD174',
        amount: String(info.repayAmount),
        channelNumber: '90008',
      },
    ]);
  });

  it('a server error on Payment shows its message; the picker and the channel stay', async () => {
    const rendered = renderRoute(repayPath('ORD174'), { sandbox: 'repay-pay-busy' });
    const sheet = await openPicker('Maya');
    rendered.world.addFault({ operationId: 'generatePayCode', ...BUSY, times: 1 }, 'repay-pay-busy');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Payment' }));
    expect(await within(toasts()).findByText(BUSY.message)).toBeTruthy();
    expect(checkedChannels(sheet)).toEqual(['90007']);
  });

  it('a dropped connection on Payment says network error; the channel stays', async () => {
    const rendered = renderRoute(repayPath('ORD174'), { sandbox: 'repay-pay-dropped' });
    const sheet = await openPicker('Maya');
    rendered.world.addFault({ operationId: 'generatePayCode', drop: true, times: 1 }, 'repay-pay-dropped');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Payment' }));
    expect(
      await within(toasts()).findByText('Network error. Please check your connection and try again.'),
    ).toBeTruthy();
    expect(checkedChannels(sheet)).toEqual(['90007']);
  });

  it('the back gesture closes the picker and keeps the channel; a second back leaves for the order', async () => {
    const rendered = renderRoute(orderPath('ORD174'));
    fireEvent.click(await button('Repayment'));
    await openPicker('Maya');
    act(() => {
      sendNativeEvent('back');
    });
    expect(screen.queryByRole('dialog', { name: 'Payment Method' })).toBeNull();
    expect(checkedChannels(await openPicker())).toEqual(['90007']);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => {
      sendNativeEvent('back');
    });
    expect(await button('Repayment')).toBeTruthy();
    expect(rendered.nativeCalls.map((call) => call.action)).not.toContain('closeWebView');
  });

  it('ORD174R → Rollover → Payment sends isDelay=1 and the extension fee', async () => {
    const rendered = renderRoute(orderPath('ORD174R'));
    const info = await extension(rendered, 'ORD174R');
    fireEvent.click(await button('Rollover Repayment'));
    expect(await screen.findByRole('heading', { name: info.delayInfo.title })).toBeTruthy();
    expect(screen.getByTestId('next-date').textContent).toBe(info.repayDate);
    const sheet = await openPicker();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Payment' }));
    expect((await screen.findByTestId('code-amount')).textContent).toBe(peso(info.delayInfo.delayAmount));
    expect(screen.getByRole('region', { name: 'Amount to pay' }).textContent).toContain('Extension fee');
    expect(callsOf(rendered, 'generatePayCode').map((call) => call.body)).toEqual([
      {
        productId: seedOrder('ORD174R').productId,
        orderId: 'ORD174R',
        amount: String(info.delayInfo.delayAmount),
        channelNumber: info.repayList[0]?.channel_number,
        isDelay: '1',
      },
    ]);
  });

  it('back right after Payment, before the code page shows: Payment is not stuck and makes the code', async () => {
    const rendered = renderRoute(orderPath('ORD174'));
    fireEvent.click(await button('Repayment'));
    const sheet = await openPicker('7-Eleven');
    slowNextScreen();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Payment' }));
    // The answer is in and the app is on its way to the code page, whose code is still coming.
    await waitFor(() => expect(window.location.pathname).toBe('/repaymentOfCode'));
    act(() => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/repay'));
    // Longer than the code page's download: the abandoned page never shows.
    await act(() => new Promise((resolve) => setTimeout(resolve, SLOW_SCREEN_MS + 50)));
    const payment = within(await screen.findByRole('dialog', { name: 'Payment Method' })).getByRole(
      'button',
      {
        name: 'Payment',
      },
    );
    // Freed once the step back has rendered (a busy machine renders it a moment later); stuck for
    // good, it never is.
    await waitFor(() => expect(payment.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(payment);
    expect((await screen.findByTestId('payment-code')).textContent).toMatch(/^\d/);
    const sevenEleven = expect.objectContaining({ orderId: 'ORD174', channelNumber: '90008' });
    expect(callsOf(rendered, 'generatePayCode').map((call) => call.body)).toEqual([sevenEleven, sevenEleven]);
  });

  it('paid at the store while /repay is open: no amount due stays on screen, the way back to the order does', async () => {
    const rendered = renderRoute(orderPath('ORD174'));
    fireEvent.click(await button('Repayment'));
    const info = await instalment(rendered, 'ORD174');
    expect(await amount()).toBe(peso(info.repayAmount));
    // The pay code the page's box shows is paid at the store; the shell resumes the app.
    const { server } = rendered.world;
    const sandbox = rendered.sandbox();
    const code = info.defDetail?.payCode ?? 'the box has a code';
    expect(payPayment(sandbox.state, code, server.nowOf(sandbox)).ok).toBe(true);
    act(() => {
      sendNativeEvent('resume');
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Settled');
    expect(screen.queryByTestId('repay-amount')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Payment Method' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to my order' }));
    expect(await button('Borrow Again')).toBeTruthy();
  });
});
