import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { decodeQrSvg } from '../../test-support/barcode-decode.ts';
import { call, testApp } from '../../test-support/test-kit.ts';

function payQuery(payUrl: string): URLSearchParams {
  expect(payUrl.startsWith('/repaymentOfCode?')).toBe(true);
  return new URLSearchParams(payUrl.slice(payUrl.indexOf('?') + 1));
}

describe('getInstalmentPlan', () => {
  it('answers amount, channels with GCash 90006 first, detail rows and a grouped default pay code', async () => {
    const res = await call(testApp(), 'getInstalmentPlan', {
      body: { productId: 'P1001', orderId: 'ORD174' },
    });
    const data = res.body.data;
    expect(res.body).toMatchObject({ code: '00', success: true });
    expect(data.repayList[0]).toEqual({
      name: 'GCash',
      logo: '/__fake/assets/ch-90006.svg',
      channel_number: '90006',
    });
    expect(data.repayList.length).toBeGreaterThan(2);
    expect(data.detail.length).toBeGreaterThan(2);
    expect(data.repayDate).toBe('2026-03-10');
    expect(data.isShowReyTop).toBe(1);
    expect(data.noticeMsg).not.toBe('');
    expect(data.defDetail.payNotice.map((group: { name: string }) => group.name)).toEqual([
      'E-wallet',
      'Over the counter',
    ]);
    expect(data.defDetail.payNotice[0].items[0].step.join(' ')).toContain(data.defDetail.payCode);
  });

  it('answers defDetail null for an order without a pay code', async () => {
    const res = await call(testApp(), 'getInstalmentPlan', {
      body: { productId: 'P1002', orderId: 'ORD170' },
    });
    expect(res.body.data.defDetail).toBeNull();
  });

  it('adds the penalty of an overdue order to the amount', async () => {
    const app = testApp();
    const overdue = await call(app, 'getInstalmentPlan', {
      body: { productId: 'P1001', orderId: 'ORD180R' },
    });
    expect(overdue.body.data.detail.map((row: { text: string }) => row.text)).toContain('Penalty');
  });

  it("words the banner for the order's day: never the due date's 10 PM for an overdue order", async () => {
    const app = testApp();
    const banner = async (sessionId: string) =>
      (await call(app, 'getInstalmentPlan', { body: { productId: 'P1001', orderId: 'ORD174' } }, sessionId))
        .body.data.noticeMsg as string;
    // ORD174 is due on the seed day.
    expect(await banner('day')).toBe('Due today: pay before 10 PM so the payment posts today.');
    await request(app).post('/__fake/clock?sessionId=later').send({ advance: '3d' }).expect(200);
    const overdue = await banner('later');
    expect(overdue).toContain('3 days overdue');
    expect(overdue).not.toContain('10 PM');
  });

  it("lists an overdue order's penalty and overdue days, which with the loan and interest make the amount", async () => {
    const res = await call(testApp(), 'getInstalmentPlan', {
      body: { productId: 'P1001', orderId: 'ORD180R' },
    });
    const data = res.body.data;
    const value = (text: string) => data.detail.find((row: { text: string }) => row.text === text)?.value;
    expect(Number(value('Overdue days'))).toBeGreaterThan(0);
    const pesos = (text: string) => Math.round(Number(value(text).replace(/[₱,]/g, '')) * 100);
    expect(pesos('Loan amount') + pesos('Interest') + pesos('Penalty')).toBe(data.repayAmount);
  });

  it('refuses an order that is not open for repayment', async () => {
    const res = await call(testApp(), 'getInstalmentPlan', {
      body: { productId: 'P1001', orderId: 'ORD21' },
    });
    expect(res.body).toMatchObject({
      code: '400',
      success: false,
      message: expect.stringContaining('Under review'),
    });
  });
});

describe('getExtensionQuote', () => {
  it('answers the extension fee, the new due date and plan rows for an order with rollover', async () => {
    const res = await call(testApp(), 'getExtensionQuote', {
      body: { productId: 'P1002', orderId: 'ORD174R' },
    });
    const data = res.body.data;
    expect(data.delayInfo.delayAmount).toBeGreaterThan(0);
    expect(data.repayDate > '2026-03-10').toBe(true);
    expect(data.repayPlan).toHaveLength(2);
    expect(data.repayPlan[0].amount).toBe(data.delayInfo.delayAmount);
  });

  it("splits an overdue order's payment into the extension fee and the penalty with its days and basis, adding up to what is paid now", async () => {
    const res = await call(testApp(), 'getExtensionQuote', {
      body: { productId: 'P1001', orderId: 'ORD180R' },
    });
    const data = res.body.data;
    const payNow = data.repayPlan.filter((row: { remark: string }) => row.remark === 'Pay now');
    expect(payNow.map((row: { title: string }) => row.title)).toEqual([
      'Extension fee (interest)',
      expect.stringMatching(/^Penalty, \d+ days overdue \(4% a month of ₱[\d,]+\.\d\d for \d+ days\)$/),
    ]);
    expect(payNow[0].amount + payNow[1].amount).toBe(data.delayInfo.delayAmount);
  });

  it('refuses an order without rollover, saying which one has it', async () => {
    const res = await call(testApp(), 'getExtensionQuote', {
      body: { productId: 'P1001', orderId: 'ORD174' },
    });
    expect(res.body).toMatchObject({ code: '400', message: expect.stringContaining('ORD174R') });
  });
});

describe('generatePayCode', () => {
  it('answers a type 1 code page for GCash and a type 2 QR page for QR Ph, with amount and code', async () => {
    const app = testApp();
    const detail = await call(app, 'getInstalmentPlan', { body: { productId: 'P1001', orderId: 'ORD174' } });
    const base = { productId: 'P1001', orderId: 'ORD174', amount: String(detail.body.data.repayAmount) };
    const code = await call(app, 'generatePayCode', { body: { ...base, channelNumber: '90006' } });
    const one = payQuery(code.body.data.payUrl);
    expect(one.get('type')).toBe('1');
    expect(one.get('amount')).toBe(base.amount);
    expect(one.get('payCode')).toMatch(/^\d{10}$/);
    const qr = await call(app, 'generatePayCode', { body: { ...base, channelNumber: '90009' } });
    const two = payQuery(qr.body.data.payUrl);
    expect(two.get('type')).toBe('2');
    // A space is %20: the app keeps '+' in its address as a literal plus.
    expect(qr.body.data.payUrl).toContain('channelName=QR%20Ph');
    const image = await request(app).get(two.get('qrUrl') ?? '');
    expect(image.type).toBe('image/svg+xml');
    expect(decodeQrSvg(image.body.toString())).toBe(two.get('payCode'));
    expect(two.get('payCode')).not.toBe(one.get('payCode'));
  });

  it("answers the channel's own web page for Online Banking, showing the payment", async () => {
    const app = testApp();
    const res = await call(
      app,
      'generatePayCode',
      {
        body: { productId: 'P1001', orderId: 'ORD174', amount: '1', channelNumber: '90011' },
      },
      'web-channel',
    );
    const payUrl = new URL(res.body.data.payUrl);
    expect(payUrl.protocol).toBe('http:');
    expect(payUrl.pathname).toMatch(/^\/__fake\/pages\/channel-pay\/\d{10}$/);
    expect(payUrl.searchParams.get('sessionId')).toBe('web-channel');
    const page = await request(app).get(`${payUrl.pathname}${payUrl.search}`);
    expect(page.text).toContain('Online Banking');
    expect(page.text).toContain('Repayment of order ORD174');
    expect(page.text).toContain(payUrl.pathname.split('/').at(-1));
    expect((await request(app).get('/__fake/pages/channel-pay/1?sessionId=web-channel')).status).toBe(404);
  });

  it('answers the extension amount with isDelay=1', async () => {
    const app = testApp();
    const extension = await call(app, 'getExtensionQuote', {
      body: { productId: 'P1002', orderId: 'ORD174R' },
    });
    const res = await call(app, 'generatePayCode', {
      body: { productId: 'P1002', orderId: 'ORD174R', amount: '1', channelNumber: '90006', isDelay: '1' },
    });
    const query = payQuery(res.body.data.payUrl);
    expect(query.get('amount')).toBe(String(extension.body.data.delayInfo.delayAmount));
    expect(query.get('isDelay')).toBe('1');
  });

  it('refuses an unknown channel, listing the known ones', async () => {
    const res = await call(testApp(), 'generatePayCode', {
      body: { productId: 'P1001', orderId: 'ORD174', amount: '1', channelNumber: '1' },
    });
    expect(res.body).toMatchObject({
      code: '400',
      message: expect.stringMatching(/^channelNumber: .*90006/),
    });
  });
});
