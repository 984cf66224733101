import { describe } from 'vitest';
import { expect, journey } from '../support/journey.ts';

/** Computed colours of the status text (theme.css: --text-black, --danger, --success). */
const TONE = { black: 'rgb(17, 17, 17)', red: 'rgb(229, 57, 53)', green: 'rgb(46, 125, 50)' } as const;

const STATUSES = [
  { orderId: 'ORD21', tone: 'black', buttons: [] },
  { orderId: 'ORD174R', tone: 'black', buttons: ['REPAY', 'Rollover Repayment'] },
  { orderId: 'ORD180', tone: 'red', buttons: ['Repayment'] },
  { orderId: 'ORD200', tone: 'green', buttons: ['Borrow Again'] },
] as const;

describe('order page', () => {
  for (const { orderId, tone, buttons } of STATUSES) {
    journey(
      `${orderId}: status in its colour, product, detail lines and ${buttons.join(' + ') || 'no action'}`,
      async ({ phone, fake }) => {
        const detail = await fake.orderDetail(orderId);
        await phone.openOrder(orderId);

        const status = phone.get({ testId: 'status-text' });
        await expect.poll(() => status.text()).toBe(detail.noticeStatusText);
        expect(await phone.run('return getComputedStyle(arguments[0]).color;', await status.one())).toBe(
          TONE[tone],
        );
        await phone.get({ text: detail.noticeDesText, exact: true }).waitVisible();
        await expect
          .poll(() => phone.get({ role: 'region', name: 'Product' }).text())
          .toBe(detail.productName);
        const lines = await phone.get({ role: 'region', name: 'Order details' }).text();
        for (const line of detail.userOrderDetail.detail) expect(lines).toContain(`${line.text}`);
        for (const line of detail.userOrderDetail.detail) expect(lines).toContain(`${line.value}`);
        for (const name of buttons) await phone.get({ role: 'button', name, exact: true }).waitVisible();
        expect(await phone.title()).toBe('Order Details');
      },
    );
  }

  journey('a status switched by QA reaches the open page without a reload', async ({ phone, fake }) => {
    await phone.openOrder('ORD174R');
    await phone.get({ role: 'button', name: 'REPAY', exact: true }).waitVisible();
    await phone.run('window.__sameDocument = true;');
    await fake.setOrder('ORD174R', { orderStatus: 200 });
    await phone.get({ role: 'button', name: 'Borrow Again', exact: true }).waitVisible();
    const status = await phone.get({ testId: 'status-text' }).one();
    await expect
      .poll(() => phone.run('return getComputedStyle(arguments[0]).color;', status))
      .toBe(TONE.green);
    expect(await phone.run('return window.__sameDocument === true;')).toBe(true);
  });
});
