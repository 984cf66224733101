import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../test-support/test-kit.ts';

describe('confirm variant 2', () => {
  it('getLoanConfirmDetailsVariantTwo answers ₹ amounts and currencyFlag 1 for P1004, ₱ for the others', async () => {
    const app = testApp();
    const rupee = await call(app, 'getLoanConfirmDetailsVariantTwo', { body: { productId: 'P1004' } });
    expect(rupee.body.data.currencyFlag).toBe(1);
    expect(rupee.body.data.detailRows[0].value).toMatch(/^₹/);
    expect(rupee.body.data).toMatchObject({
      showNewPop: 1,
      NewPopMsg: expect.any(String),
      NewButtonMsg: expect.any(String),
    });
    const peso = await call(app, 'getLoanConfirmDetailsVariantTwo', { body: { productId: 'P1001' } });
    expect(peso.body.data.currencyFlag).toBe(0);
    expect(peso.body.data.detailRows[0].value).toMatch(/^₱/);
  });

  it('listAgreementsVariantTwo lists agreements with positions and getAgreementLinkVariantTwo links each one', async () => {
    const app = testApp();
    const list = await call(app, 'listAgreementsVariantTwo', { query: { productId: 'P1001' } });
    expect(list.body.data.list[1]).toEqual({ title: 'Privacy Policy', position: 1 });
    const link = await call(app, 'getAgreementLinkVariantTwo', {
      query: { productId: 'P1001', position: '1' },
    });
    expect(link.body.data.url).toBe('/__fake/pages/agreements/P1001/1');
    expect((await request(app).get(link.body.data.url)).status).toBe(200);
  });

  it('pushLoanVariantTwo creates an order like pushLoan', async () => {
    const app = testApp();
    const res = await call(app, 'pushLoanVariantTwo', {
      body: { productId: 'P1002', loanAmount: '500000', loanDays: '120' },
    });
    expect(res.body.data.lendDetailsUrl).toBe('/loanDetail?productId=P1002&orderId=ORD1001');
    const order = await call(app, 'loanDetails', { body: { productId: 'P1002', orderId: 'ORD1001' } });
    expect(order.body.data.orderStatus).toBe(21);
    expect(order.body.data.userOrderDetail.detail).toContainEqual({ text: 'Loan term', value: '120 days' });
  });

  it('pushLoanVariantTwo takes terms of 1 to 365 days and refuses longer ones by name, never a 500', async () => {
    const app = testApp();
    // A huge loanDays once put the due date past what a date can hold: HTTP 500.
    expect(
      (
        await call(app, 'pushLoanVariantTwo', {
          body: { productId: 'P1002', loanAmount: '500000', loanDays: '99999999999' },
        })
      ).body,
    ).toMatchObject({ code: '400', message: 'loanDays: must be at most 365' });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.integer({ min: 1, max: 400 }), fc.maxSafeNat()), async (days) => {
        const res = await call(
          app,
          'pushLoanVariantTwo',
          { body: { productId: 'P1002', loanAmount: '500000', loanDays: String(days) } },
          'days',
        );
        expect(res.status).toBe(200);
        if (days <= 365) expect(res.body.code).toBe('00');
        else expect(res.body).toMatchObject({ code: '400', message: 'loanDays: must be at most 365' });
      }),
      { seed: 36, numRuns: 60 },
    );
    expect((await request(app).get('/__fake/orders?sessionId=days')).status).toBe(200);
  });

  it('because records the closed popup and answers an empty success', async () => {
    const res = await call(testApp(), 'recordPopupClosedVariantTwo', { body: { productId: 'P1004' } });
    expect(res.body).toEqual({ code: '00', message: 'success', data: {} });
  });

  it('answers a plain 404 envelope (no success flag) for an unknown product', async () => {
    const res = await call(testApp(), 'getLoanConfirmDetailsVariantTwo', { body: { productId: 'X' } });
    expect(res.body).toEqual({ code: '404', message: expect.any(String), data: null });
  });
});
