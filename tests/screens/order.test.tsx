import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, RepaymentInfo } from '../../openapi/generated/model/index.ts';
import { apiData, callsOf, orderPath, seedOrder } from './support/fake-reads.ts';
import { type RenderedRoute, renderRoute } from './support/render-route.tsx';
import { peso, wholeText } from './support/text.ts';

// The order screen (/loanDetail, /order) against the fake world in-process: the journeys of
// tests/e2e/order*.spec.ts that need no browser, in milliseconds each. Assertions read what the
// borrower sees (roles and text) and what the screen sent (the sandbox's log, the shell's calls).

function orderDetail(rendered: RenderedRoute, orderId: string): Promise<OrderDetail> {
  const { productId } = seedOrder(orderId);
  return apiData<OrderDetail>(rendered, '/v3/loan-details/loan-details', { productId, orderId });
}

const button = (name: string) => screen.findByRole('button', { name });

describe('order screen: loading, answer, server message', () => {
  it('a slow answer shows the loading state, then the order', async () => {
    const rendered = renderRoute(orderPath('ORD174R'));
    rendered.world.addFault({ operationId: 'loanDetails', delayMs: 600, times: 1 }, rendered.sandboxId);
    expect(await screen.findByText('Loading order')).toBeTruthy();
    expect(await button('REPAY')).toBeTruthy();
  });

  it('a non-success answer shows the server message once, in place', async () => {
    const rendered = renderRoute(orderPath('ORD174R'), { sandbox: 'order-busy' });
    rendered.world.addFault(
      { operationId: 'loanDetails', code: '500', message: 'The order service is busy' },
      'order-busy',
    );
    expect((await screen.findByRole('alert')).textContent).toContain('The order service is busy');
    // Said once: in place with the retry, not as a toast as well.
    expect(screen.getAllByText('The order service is busy')).toHaveLength(1);
  });

  it("QA's server-error scenario shows its message", async () => {
    renderRoute(orderPath('ORD170'), { scenario: 'server-error' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The server is busy, please try again later.',
    );
  });

  it('a network failure offers a retry that recovers', async () => {
    const rendered = renderRoute(orderPath('ORD174R'), { sandbox: 'order-dropped' });
    // The query retries once by itself, so drop both tries.
    rendered.world.addFault({ operationId: 'loanDetails', drop: true, times: 2 }, 'order-dropped');
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
    fireEvent.click(await button('Retry'));
    expect(await button('REPAY')).toBeTruthy();
  });

  it('an unknown order shows the server message', async () => {
    renderRoute('/loanDetail?productId=P1001&orderId=NOPE');
    expect((await screen.findByRole('alert')).textContent).toMatch(/NOPE|not found/i);
  });

  it('a link without ids says what is missing, and asks the server nothing', async () => {
    const rendered = renderRoute('/loanDetail?productId=P1001');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'missing some details (a productId and an orderId)',
    );
    expect(callsOf(rendered, 'loanDetails')).toEqual([]);
  });
});

const STATUSES = [
  { orderId: 'ORD21', buttons: [] },
  { orderId: 'ORD110', buttons: ['Cancel', 'Click to view more products'] },
  { orderId: 'ORD151', buttons: [] },
  { orderId: 'ORD170', buttons: ['Repayment'] },
  { orderId: 'ORD174', buttons: ['Repayment'] },
  { orderId: 'ORD174R', buttons: ['REPAY', 'Rollover Repayment'] },
  { orderId: 'ORD180', buttons: ['Repayment'] },
  { orderId: 'ORD180R', buttons: ['REPAY', 'Rollover Repayment'] },
  { orderId: 'ORD200', buttons: ['Borrow Again'] },
] as const;

/** Every action an order screen offers in some status. */
const ACTION = new RegExp(`^(${[...new Set(STATUSES.flatMap((status) => status.buttons))].join('|')})$`);

describe('order screen: each status', () => {
  it.each(STATUSES)(
    '$orderId: status, product, detail lines and its buttons',
    async ({ orderId, buttons }) => {
      const rendered = renderRoute(orderPath(orderId));
      const detail = await orderDetail(rendered, orderId);
      expect((await screen.findByTestId('status-text')).textContent).toBe(detail.noticeStatusText);
      // Its dates and amounts are spans of their own (kept on one line).
      expect(screen.getByText(wholeText(detail.noticeDesText))).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Product' }).textContent).toBe(detail.productName);
      const lines = screen.getByRole('region', { name: 'Order details' });
      expect(
        within(lines)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(detail.userOrderDetail.detail.map((line) => line.text));
      expect(
        within(lines)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual(detail.userOrderDetail.detail.map((line) => line.value));
      expect(screen.queryAllByRole('button', { name: ACTION }).map((action) => action.textContent)).toEqual([
        ...buttons,
      ]);
    },
  );

  it('/order is the same screen as /loanDetail', async () => {
    renderRoute(orderPath('ORD174R', '/order'));
    expect(await button('REPAY')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rollover Repayment' })).toBeTruthy();
  });
});

describe('order screen: actions', () => {
  it('REPAY opens the repayment page of the order', async () => {
    const rendered = renderRoute(orderPath('ORD174R'));
    const { productId } = seedOrder('ORD174R');
    const plan = await apiData<RepaymentInfo>(rendered, '/v3/installment/loan-play-detail', {
      productId,
      orderId: 'ORD174R',
    });
    fireEvent.click(await button('REPAY'));
    expect((await screen.findByTestId('repay-amount')).textContent).toBe(peso(plan.repayAmount));
  });

  it('Borrow Again records event 30, then opens the product through the shell', async () => {
    const rendered = renderRoute(orderPath('ORD200'));
    const { productId } = seedOrder('ORD200');
    fireEvent.click(await button('Borrow Again'));
    await expect.poll(() => rendered.nativeCalls.map((call) => call.action)).toContain('openPage');
    const [event] = callsOf(rendered, 'eventSave');
    expect(event?.body).toMatchObject({ productId, moduleId: '30', positionId: '0' });
    const [jump] = callsOf(rendered, 'getProductLink');
    expect(jump?.body).toMatchObject({ module: '30', productKey: productId });
    expect(event?.id).toBeLessThan(jump?.id ?? 0);
    expect(rendered.nativeCalls.at(-1)?.payload).toMatchObject({ url: expect.stringContaining(productId) });
  });

  it('a refused product jump shows the server message and stays', async () => {
    const rendered = renderRoute(orderPath('ORD200'), { sandbox: 'order-refused-jump' });
    rendered.world.addFault(
      { operationId: 'getProductLink', code: '500', message: 'This product is not available now' },
      'order-refused-jump',
    );
    fireEvent.click(await button('Borrow Again'));
    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('This product is not available now')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Borrow Again' })).toBeTruthy();
    expect(rendered.nativeCalls).toEqual([]);
  });

  it('Cancel and Click to view more products go to the app home', async () => {
    const rendered = renderRoute(orderPath('ORD110'));
    fireEvent.click(await button('Cancel'));
    fireEvent.click(await button('Click to view more products'));
    expect(rendered.nativeCalls.map((call) => call.action)).toEqual(['goHome', 'goHome']);
  });

  it('the help line calls the service phone through the shell', async () => {
    const rendered = renderRoute(orderPath('ORD174'));
    const detail = await orderDetail(rendered, 'ORD174');
    fireEvent.click(await screen.findByRole('button', { name: `Call ${detail.telephone}` }));
    expect(rendered.nativeCalls).toEqual([{ action: 'callPhone', payload: { phone: detail.telephone } }]);
  });
});
