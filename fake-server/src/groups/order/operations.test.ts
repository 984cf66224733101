import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../test-support/test-kit.ts';

describe('loanDetails', () => {
  it('answers an order with everything the order screen branches on', async () => {
    const res = await call(testApp(), 'loanDetails', { body: { productId: 'P1002', orderId: 'ORD174R' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: '00', success: true });
    const data = res.body.data;
    expect(data).toMatchObject({
      orderStatus: 174,
      noticeStatusText: 'Due',
      isDelay: '1',
      productLogo: '/__fake/assets/p1002.svg',
    });
    expect(data.userOrderDetail.detail[0]).toEqual({ text: 'Order No.', value: 'ORD174R' });
    expect(
      data.userOrderDetail.detail.find((line: { text: string }) => line.text === 'Loan amount').value,
    ).toMatch(/^₱[\d,]+\.\d{2}$/);
  });

  it('answers links as absolute http URLs on the caller origin, with the sandbox for fake pages', async () => {
    const app = testApp();
    const plain = await call(app, 'loanDetails', { body: { productId: 'P1003', orderId: 'ORD174H' } });
    expect(plain.body.data.h5Url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/__fake\/pages\/external-repay\/ORD174H$/,
    );
    const sandboxed = await call(
      app,
      'loanDetails',
      { body: { productId: 'P1004', orderId: 'ORD110C' } },
      'qa-1',
    );
    expect(sandboxed.body.data.playeduL).toMatch(/\/__fake\/pages\/withdraw\/ORD110C\?sessionId=qa-1$/);
  });

  it('gives rejected and settled orders recommended products, clickable and not', async () => {
    const res = await call(testApp(), 'loanDetails', { body: { productId: 'P1003', orderId: 'ORD110' } });
    const clicks = res.body.data.recProducts.map((product: { isClick: number }) => product.isClick);
    expect(clicks).toContain(1);
    expect(clicks).toContain(0);
  });

  it('answers the flagged 404 envelope for an unknown order', async () => {
    const res = await call(testApp(), 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD999' } });
    expect(res.body).toEqual({
      code: '404',
      success: false,
      data: null,
      message: expect.stringContaining('ORD999'),
    });
  });

  it('shows overdue days and a penalty for 180 and none for 174', async () => {
    const app = testApp();
    const overdue = await call(app, 'loanDetails', { body: { productId: 'P1004', orderId: 'ORD180' } });
    const texts = overdue.body.data.userOrderDetail.detail.map((line: { text: string }) => line.text);
    expect(texts).toEqual(expect.arrayContaining(['Overdue days', 'Penalty']));
    const due = await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD174' } });
    expect(due.body.data.userOrderDetail.detail.map((line: { text: string }) => line.text)).not.toContain(
      'Penalty',
    );
  });
});

describe('ids', () => {
  it('refuses an order or product id with a character no id has, naming the field', async () => {
    const app = testApp();
    const oddId = fc
      .tuple(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('<', '"', '/', ' ', '&', 'é', '\u2028'),
        fc.string({ maxLength: 20 }),
      )
      .map(([head, odd, tail]) => `ORD${head}${odd}${tail}`.slice(0, 64));
    await fc.assert(
      fc.asyncProperty(oddId, fc.boolean(), async (id, asOrder) => {
        const body = asOrder ? { productId: 'P1001', orderId: id } : { productId: id, orderId: 'ORD174' };
        const res = await call(app, 'loanDetails', { body });
        expect(res.body).toMatchObject({
          code: '400',
          message: expect.stringMatching(
            asOrder ? /^orderId: has the wrong format/ : /^productId: has the wrong format/,
          ),
        });
      }),
      { seed: 36, numRuns: 40 },
    );
  });
});

describe('googleScore', () => {
  it('records the score, visible in the request log', async () => {
    const app = testApp();
    const res = await call(app, 'googleScore', { body: { score: '5' } });
    expect(res.body).toEqual({ code: '00', message: expect.any(String), success: true, data: {} });
    const log = await request(app).get('/__fake/requests?operationId=googleScore');
    expect(log.body.requests[0]).toMatchObject({
      operationId: 'googleScore',
      body: { score: '5' },
      code: '00',
    });
  });
});

describe('getProductLink', () => {
  it('answers an http page link for some products and an app deep link for others', async () => {
    const app = testApp();
    const http = await call(app, 'getProductLink', {
      body: { module: 'order', position: '0', productKey: 'P1001' },
    });
    expect(http.body).toMatchObject({
      code: '00',
      data: { link: expect.stringMatching(/^http:\/\/.+\/__fake\/pages\/products\/P1001$/) },
    });
    const app2 = await call(app, 'getProductLink', {
      body: { module: 'order', position: '1', productKey: 'P1002' },
    });
    expect(app2.body.data.link).toBe('cashloan://product/detail?productId=P1002');
  });

  it('answers a non-00 code with a message for an unknown product', async () => {
    const res = await call(testApp(), 'getProductLink', {
      body: { module: 'order', position: '0', productKey: 'NOPE' },
    });
    expect(res.body).toEqual({ code: '404', message: expect.stringContaining('NOPE'), data: null });
  });
});
