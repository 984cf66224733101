import { PNG } from 'pngjs';
import { describe } from 'vitest';
import { decodeRgba } from '../../../fake-server/src/test-support/barcode-decode.ts';
import type { RepaymentInfo } from '../../../openapi/generated/model/index.ts';
import { peso } from '../../e2e/support/screen.ts';
import { expect, journey } from '../support/journey.ts';
import type { Phone } from '../support/phone.ts';

/** From the order page, the way a borrower gets to the repayment page. */
async function repayFromOrder(phone: Phone, orderId: string): Promise<void> {
  await phone.openOrder(orderId);
  await phone.get({ role: 'button', name: 'Repayment', exact: true }).click();
  await expect.poll(async () => (await phone.url()).pathname).toBe('/repay');
}

/** What the page's Copy handed to the clipboard: WebKit refuses readText, so writeText is watched. */
const watchClipboard = (phone: Phone) =>
  phone.run(`
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    window.__copied = [];
    navigator.clipboard.writeText = (text) => { window.__copied.push(text); return write(text); };`);

describe('repayment', () => {
  journey("channel picker → Payment → the code page → Copy says 'copy success'", async ({ phone, fake }) => {
    const { productId } = await fake.order('ORD174');
    const info = await fake.apiData<RepaymentInfo>('/v3/installment/loan-play-detail', {
      productId,
      orderId: 'ORD174',
    });
    await repayFromOrder(phone, 'ORD174');
    await expect.poll(() => phone.get({ testId: 'repay-amount' }).text()).toBe(peso(info.repayAmount));

    await phone.get({ role: 'button', name: 'Payment Method' }).click();
    const picker = phone.get({ role: 'dialog', name: 'Payment Method' });
    await expect
      .poll(() => picker.get({ role: 'radio', includeHidden: true }).count())
      .toBe(info.repayList.length);
    await picker.get({ text: 'GCash', exact: true }).click();
    await expect
      .poll(() => picker.get({ role: 'radio', name: 'GCash', includeHidden: true }).property('checked'))
      .toBe(true);
    await picker.get({ role: 'button', name: 'Payment', exact: true }).click();

    await expect.poll(async () => (await phone.url()).pathname).toBe('/repaymentOfCode');
    const payCode = (await phone.url()).searchParams.get('payCode') ?? '';
    expect(payCode).not.toBe('');
    await expect.poll(() => phone.get({ testId: 'payment-code' }).text()).toBe(payCode);
    await expect.poll(() => phone.get({ testId: 'code-amount' }).text()).toBe(peso(info.repayAmount));
    await expect.poll(() => phone.get({ role: 'img', name: 'GCash' }).property('complete')).toBe(true);
    expect(await phone.get({ role: 'img', name: 'GCash' }).property('naturalWidth')).toBeGreaterThan(0);
    const [call] = await fake.callsOf('generatePayCode');
    expect(call?.body).toMatchObject({ orderId: 'ORD174', channelNumber: '90006' });

    await watchClipboard(phone);
    await phone.watchScreen();
    await phone.get({ role: 'button', name: 'Copy', exact: true }).click();
    await expect.poll(() => phone.seen()).toContain('copy success');
    expect(await phone.run('return window.__copied;')).toEqual([payCode]);
  });

  journey(
    'the barcode popup shows a CODE128 barcode of the pay code; a native back closes it',
    async ({ phone, fake }) => {
      const { productId } = await fake.order('ORD174');
      const info = await fake.apiData<RepaymentInfo>('/v3/installment/loan-play-detail', {
        productId,
        orderId: 'ORD174',
      });
      const payCode = info.defDetail?.payCode ?? '';
      await repayFromOrder(phone, 'ORD174');
      await phone.get({ role: 'button', name: 'Show barcode' }).click();
      const popup = phone.get({ role: 'dialog', name: 'Barcode' });
      await popup.get({ text: payCode, exact: true }).waitVisible();
      // What a store's scanner reads from the screen.
      const barcode = popup.get({ testId: 'barcode' });
      await phone.settled();
      await expect
        .poll(async () =>
          phone.run('return arguments[0].querySelector("rect") !== null;', await barcode.one()),
        )
        .toBe(true);
      await expect
        .poll(async () => {
          const png = PNG.sync.read(await barcode.screenshot());
          return decodeRgba(png.data, png.width, png.height, 'code128');
        })
        .toBe(payCode);
      await phone.screenshot('barcode popup');
      await phone.emit('back');
      await popup.waitGone();
      expect((await phone.url()).pathname).toBe('/repay');
      expect(await phone.bridgeActions()).not.toContain('closeWebView');
    },
  );
});
