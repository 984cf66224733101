import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../test-support/test-kit.ts';

describe('getLoanConfirmDetails', () => {
  it('answers the default loan of a product with plan rows that add up', async () => {
    const res = await call(testApp(), 'getLoanConfirmDetails', { body: { productId: 'P1003' } });
    expect(res.body).toMatchObject({ code: '00', success: true });
    const data = res.body.data;
    expect(data.comProductLogo).toBe('/__fake/assets/p1003.svg');
    expect(data.termUnit).toBe(1);
    expect(data.repay_plans).toHaveLength(4);
    const total = data.details.find((row: { text: string }) => row.text === 'Total repayment').value;
    const sum = data.repay_plans.reduce((acc: number, row: { amount: number }) => acc + row.amount, 0);
    expect(total).toBe(`₱${(sum / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(data.firstPayTime).toBe(data.repay_plans[0].pay_time);
  });

  it('opens the agreement popup and the retention popup for the products that have them', async () => {
    const app = testApp();
    const withAgreement = await call(app, 'getLoanConfirmDetails', { body: { productId: 'P1002' } });
    expect(withAgreement.body.data.popAgreementUrl).toBe('/__fake/pages/agreements/P1002/0');
    const withRetention = await call(app, 'getLoanConfirmDetails', { body: { productId: 'P1001' } });
    expect(withRetention.body.data).toMatchObject({
      isPopType: 1,
      popTitle: 'Point out',
      popAgreementUrl: '',
    });
  });

  it('answers 404 for an unknown product', async () => {
    const res = await call(testApp(), 'getLoanConfirmDetails', { body: { productId: 'P9' } });
    expect(res.body).toMatchObject({ code: '404', success: false, data: null });
  });
});

describe('pushLoan', () => {
  it('creates an order under review and answers its order page URL', async () => {
    const app = testApp();
    const res = await call(
      app,
      'pushLoan',
      { body: { productId: 'P1001', amount: '500000', periods: '91', termUnit: '1' } },
      's1',
    );
    expect(res.body).toEqual({
      code: '00',
      message: 'success',
      success: true,
      data: { lendDetailsUrl: '/loanDetail?productId=P1001&orderId=ORD1001' },
    });
    const order = await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD1001' } }, 's1');
    expect(order.body.data).toMatchObject({ orderStatus: 21, noticeStatusText: 'Under review' });
    const next = await call(
      app,
      'pushLoan',
      { body: { productId: 'P1001', amount: '500000', periods: '91', termUnit: '1' } },
      's1',
    );
    expect(next.body.data.lendDetailsUrl).toContain('orderId=ORD1002');
    const admin = await request(app).get('/__fake/orders?sessionId=s1');
    expect(admin.body.orders.map((row: { orderId: string }) => row.orderId)).toContain('ORD1002');
  });

  it('refuses an amount outside the product range, naming the field', async () => {
    const res = await call(testApp(), 'pushLoan', {
      body: { productId: 'P1001', amount: '100', periods: '91', termUnit: '1' },
    });
    expect(res.body).toMatchObject({
      code: '400',
      success: false,
      message: expect.stringMatching(/^amount: must be between ₱/),
    });
  });
});

describe('pushLoan bounds', () => {
  it('takes terms of 1 to 365 days and principals up to ₱100,000, refusing more by name, never a 500', async () => {
    const app = testApp();
    // A huge periods once put the due date past what a date can hold: HTTP 500.
    expect(
      (
        await call(app, 'pushLoan', {
          body: { productId: 'P1001', amount: '500000', periods: '1000000000000000', termUnit: '1' },
        })
      ).body,
    ).toMatchObject({ code: '400', message: 'periods: must be at most 365' });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.integer({ min: 1, max: 400 }), fc.maxSafeNat()),
        fc.oneof(fc.integer({ min: 0, max: 20_000_000 }), fc.maxSafeNat()),
        async (periods, amount) => {
          const res = await call(
            app,
            'pushLoan',
            { body: { productId: 'P1001', amount: String(amount), periods: String(periods), termUnit: '1' } },
            'terms',
          );
          expect(res.status).toBe(200);
          if (periods > 365) expect(res.body.message).toMatch(/periods: must be at most 365/);
          else if (amount > 10_000_000) expect(res.body.message).toBe('amount: must be at most 10000000');
          else expect(res.body.code).toMatch(/^(00|400)$/);
        },
      ),
      { seed: 36, numRuns: 60 },
    );
    expect((await request(app).get('/__fake/orders?sessionId=terms')).status).toBe(200);
  });
});

describe('contracts', () => {
  it('listAgreements lists the agreements of a product for scene 3', async () => {
    const res = await call(testApp(), 'listAgreements', { query: { productId: 'P1001', scene: '3' } });
    expect(res.body.data[0]).toEqual({ title: 'Loan Agreement' });
  });

  it('getAgreementLink answers a fake-server agreement page that serves HTML', async () => {
    const app = testApp();
    const res = await call(app, 'getAgreementLink', {
      query: { productId: 'P1001', scene: '3', position: '1', orderId: 'ORD21' },
    });
    const url = res.body.data.contract_url as string;
    expect(url).toBe('/__fake/pages/agreements/P1001/1?orderId=ORD21');
    const page = await request(app).get(url);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('Privacy Policy');
    expect(page.text).toContain('over 18');
  });

  it('getAgreementLink refuses a position past the list, naming the field', async () => {
    const res = await call(testApp(), 'getAgreementLink', {
      query: { productId: 'P1001', scene: '3', position: '99' },
    });
    expect(res.body).toMatchObject({ code: '400', message: expect.stringMatching(/^position: /) });
  });
});
