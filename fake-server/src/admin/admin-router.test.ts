import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../store/shared/orders.ts';
import { decodeQrSvg } from '../test-support/barcode-decode.ts';
import { call, testApp } from '../test-support/test-kit.ts';

describe('GET /__fake/orders', () => {
  it('lists every order in all seven statuses with an app link carrying the sandbox', async () => {
    const app = testApp({ appOrigin: 'http://app.test:5173/' });
    const res = await request(app).get('/__fake/orders?sessionId=qa-7');
    expect(res.body.sandboxId).toBe('qa-7');
    expect(new Set(res.body.orders.map((order: { orderStatus: number }) => order.orderStatus))).toEqual(
      new Set(ORDER_STATUSES),
    );
    const due = res.body.orders.find((order: { orderId: string }) => order.orderId === 'ORD174R');
    expect(due).toMatchObject({
      productId: 'P1002',
      statusLabel: 'Due',
      flags: { isDelay: '1' },
      note: expect.stringContaining('rollover'),
      appUrl: 'http://app.test:5173/loanDetail?productId=P1002&orderId=ORD174R&sessionId=qa-7',
      repayDelayUrl: 'http://app.test:5173/repayDelay?productId=P1002&orderId=ORD174R&sessionId=qa-7',
    });
  });
});

describe('app links of a sandbox whose name has a space or a plus', () => {
  // The app reads '+' in its address as a literal plus (web/src/lib/page-query.ts): a space must be
  // '%20' and a plus '%2B', or 'qa anna+1' would open the sandbox 'qa+anna+1'.
  it('spells them as the app reads them, in the order and product lists alike', async () => {
    const app = testApp({ appOrigin: 'http://app.test:5173/' });
    const sandbox = encodeURIComponent('qa anna+1');
    const orders = await request(app).get(`/__fake/orders?sessionId=${sandbox}`);
    expect(orders.body.sandboxId).toBe('qa anna+1');
    const due = orders.body.orders.find((order: { orderId: string }) => order.orderId === 'ORD174R');
    expect(due.appUrl).toBe(
      'http://app.test:5173/loanDetail?productId=P1002&orderId=ORD174R&sessionId=qa%20anna%2B1',
    );
    const products = await request(app).get(`/__fake/products?sessionId=${sandbox}`);
    expect(products.body.products[0].confirmUrl).toMatch(/&sessionId=qa%20anna%2B1$/);
  });
});

describe('GET /__fake/products', () => {
  it('lists every seeded product with its confirmation pages in the sandbox and what they show', async () => {
    const app = testApp({ appOrigin: 'http://app.test:5173/' });
    const res = await request(app).get('/__fake/products?sessionId=qa-7');
    expect(res.body.sandboxId).toBe('qa-7');
    expect(res.body.products.map((product: { productId: string }) => product.productId)).toEqual([
      'P1001',
      'P1002',
      'P1003',
      'P1004',
      'P1005',
      'P1006',
    ]);
    const instalments = res.body.products.find(
      (product: { productId: string }) => product.productId === 'P1003',
    );
    expect(instalments).toMatchObject({
      note: "'Point out' on back; 4 plan rows; promotional popup (v2)",
      confirmUrl: 'http://app.test:5173/confirm?productId=P1003&sessionId=qa-7',
      confirmOfPeriodUrl: 'http://app.test:5173/confirmOfPeriod?productId=P1003&sessionId=qa-7',
      confirmNewUrl: 'http://app.test:5173/confirmNew?productId=P1003&sessionId=qa-7',
    });
  });
});

describe('PATCH /__fake/orders/:orderId', () => {
  it('switches the status and flags, and the order answer follows', async () => {
    const app = testApp();
    const patched = await request(app).patch('/__fake/orders/ORD21?sessionId=qa').send({
      orderStatus: 180,
      force: true,
      isDelay: true,
      isScore: '1',
      KindTipsMsg: true,
      cardNeedPop: 1,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.order).toMatchObject({ orderStatus: 180, statusLabel: 'Overdue' });
    const res = await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD21' } }, 'qa');
    expect(res.body.data).toMatchObject({
      orderStatus: 180,
      noticeStatusText: 'Overdue',
      isDelay: '1',
      isScore: '1',
      cardNeedPop: 1,
      cardPopTitle: expect.stringMatching(/.+/),
      KindTipsMsg: expect.stringMatching(/.+/),
    });
    expect(res.body.data.userOrderDetail.detail.map((line: { text: string }) => line.text)).toContain(
      'Penalty',
    );
  });

  it('takes text for a flag, true for its default and false to switch it off', async () => {
    const app = testApp();
    await request(app).patch('/__fake/orders/ORD174').send({ h5Url: true, reyMsg: 'Please confirm' });
    let data = (await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD174' } })).body
      .data;
    expect(data.h5Url).toMatch(/^http:\/\/.+\/__fake\/pages\/external-repay\/ORD174$/);
    expect(data.reyMsg).toBe('Please confirm');
    await request(app).patch('/__fake/orders/ORD174').send({ h5Url: false, orderStatus: '200' });
    data = (await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD174' } })).body.data;
    expect(data).toMatchObject({ h5Url: '', orderStatus: 200 });
  });

  it('refuses bad changes with messages that name the field', async () => {
    const app = testApp();
    const status = await request(app).patch('/__fake/orders/ORD21').send({ orderStatus: 999 });
    expect(status.status).toBe(400);
    expect(status.body.error).toMatch(/^orderStatus: must be one of 21, 110, 151, 170, 174, 180, 200/);
    const unknownField = await request(app).patch('/__fake/orders/ORD21').send({ colour: 'red' });
    expect(unknownField.body.error).toContain("'colour'");
    const empty = await request(app).patch('/__fake/orders/ORD21').send({});
    expect(empty.body.error).toContain('Nothing to change');
    const missing = await request(app).patch('/__fake/orders/ORD404').send({ orderStatus: 21 });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toContain('GET /__fake/orders');
    const broken = await request(app)
      .patch('/__fake/orders/ORD21')
      .set('Content-Type', 'application/json')
      .send('{oops');
    expect(broken.status).toBe(400);
    expect(broken.body.error).toContain('not valid JSON');
  });

  it('takes a link flag only as an app path or an http(s) URL (DESIGN §10), as an import does', async () => {
    const app = testApp();
    for (const h5Url of ['javascript:alert(1)', 'data:text/html,<script>', 'ftp://x', '/a b']) {
      const res = await request(app).patch('/__fake/orders/ORD174').send({ h5Url });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^h5Url: must be an app path '\/…' or an http\(s\) URL/);
    }
    const path = await request(app).patch('/__fake/orders/ORD174').send({ playeduL: '/__fake/pages/policy' });
    expect(path.status).toBe(200);
    const web = await request(app)
      .patch('/__fake/orders/ORD174')
      .send({ h5Url: 'https://pay.example/ORD174' });
    expect(web.status).toBe(200);
  });
});

describe('sandboxes', () => {
  it('never see each other’s changes, and reset brings one back to the seed', async () => {
    const app = testApp();
    await request(app).patch('/__fake/orders/ORD21?sessionId=alice').send({ orderStatus: 200, force: true });
    await call(
      app,
      'pushLoan',
      { body: { productId: 'P1001', amount: '500000', periods: '91', termUnit: '1' } },
      'alice',
    );
    await call(app, 'eventSave', { body: { productId: 'P1001', moduleId: '30', positionId: '0' } }, 'alice');
    const alice = await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD21' } }, 'alice');
    const bob = await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD21' } }, 'bob');
    const unnamed = await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD21' } });
    expect([alice.body.data.orderStatus, bob.body.data.orderStatus, unnamed.body.data.orderStatus]).toEqual([
      200, 21, 21,
    ]);
    expect(
      (await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD1001' } }, 'bob')).body.code,
    ).toBe('404');
    expect((await request(app).get('/__fake/requests?sessionId=bob&operationId=eventSave')).body.total).toBe(
      0,
    );
    expect(
      (await request(app).get('/__fake/requests?sessionId=alice&operationId=eventSave')).body.total,
    ).toBe(1);

    const reset = await request(app).post('/__fake/reset?sessionId=alice').set('X-Fake-Admin', '1');
    expect(reset.body).toEqual({ reset: ['alice'] });
    const after = await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD21' } }, 'alice');
    expect(after.body.data.orderStatus).toBe(21);
    const sandboxes = await request(app).get('/__fake/sandboxes');
    expect(sandboxes.body.sandboxes.map((sandbox: { sandboxId: string }) => sandbox.sandboxId)).toEqual(
      expect.arrayContaining(['alice', 'bob', 'default']),
    );
  });
});

describe('GET /__fake/sandboxes', () => {
  it('lists every sandbox with its last call, the most recently used first', async () => {
    const app = testApp();
    await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD21' } }, 'older');
    await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD21' } }, 'newer');
    // Read by the QA console only: known, but never called.
    await request(app).get('/__fake/orders?sessionId=looked-at');
    const lastCall = async (sandbox: string) =>
      (await request(app).get(`/__fake/requests?sessionId=${sandbox}`)).body.requests.at(-1).at;
    const { known } = (await request(app).get('/__fake/sandboxes')).body;
    expect(known).toEqual([
      { sandboxId: 'newer', lastUsedAt: await lastCall('newer') },
      { sandboxId: 'older', lastUsedAt: await lastCall('older') },
      { sandboxId: 'looked-at', lastUsedAt: null },
    ]);
  });
});

describe('GET /__fake/requests', () => {
  it('logs time, operation, method, path, query, body, code, duration, response and near-miss', async () => {
    const app = testApp();
    await call(app, 'listAgreements', { query: { productId: 'P1001', scene: '3' } });
    await call(app, 'loanDetails', { body: { productId: 'P1001' } });
    await request(app).get('/v3/unknown');
    const res = await request(app).get('/__fake/requests?limit=2');
    expect(res.body.total).toBe(3);
    expect(res.body.requests).toHaveLength(2);
    expect(res.body.requests[0]).toEqual({
      id: 2,
      at: '2026-03-10T09:00:00.000Z',
      sandboxId: 'default',
      operationId: 'loanDetails',
      method: 'POST',
      path: '/v3/loan-details/loan-details',
      query: {},
      body: { productId: 'P1001' },
      httpStatus: 200,
      code: '400',
      message: 'orderId: is required',
      durationMs: expect.any(Number),
      effect: null,
      url: '/v3/loan-details/loan-details',
      requestHeaders: { 'content-type': 'application/x-www-form-urlencoded' },
      response: {
        headers: expect.objectContaining({ 'content-type': 'application/json; charset=utf-8' }),
        body: { code: '400', message: 'orderId: is required', success: false, data: null },
      },
      nearMiss: {
        kind: 'refused',
        closest: { operationId: 'loanDetails', method: 'POST', path: '/v3/loan-details/loan-details' },
        reason: 'orderId: is required',
      },
    });
    expect(res.body.requests[1]).toMatchObject({
      operationId: null,
      code: '404',
      httpStatus: 404,
      nearMiss: { kind: 'no-operation', closest: null },
    });
  });
});

describe('QA page, operations, assets', () => {
  it('serves the page and its built script and style, all from the fake server itself', async () => {
    const app = testApp();
    // Built now when stale (fake-server/qa-page/build.ts): Vite takes a second or two.
    const res = await request(app).get('/__fake');
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('Fake server QA');
    expect(res.text).not.toMatch(/<(script|link|img)[^>]+(src|href)=["']?https?:/i);
    const script = /<script type="module"[^>]* src="(\/__fake\/qa-page\/[^"]+\.js)"/.exec(res.text)?.[1];
    const style = /<link rel="stylesheet"[^>]* href="(\/__fake\/qa-page\/[^"]+\.css)"/.exec(res.text)?.[1];
    const js = await request(app).get(script ?? '(no script)');
    expect(js.type).toBe('text/javascript');
    expect(js.headers['cache-control']).toBe('no-store');
    expect(js.text).toContain('EventSource');
    const css = await request(app).get(style ?? '(no style)');
    expect(css.type).toBe('text/css');
  }, 60_000);

  it('lists the served operations', async () => {
    const res = await request(testApp()).get('/__fake/operations');
    expect(res.body.operations).toContainEqual({
      operationId: 'loanDetails',
      tag: 'order',
      method: 'POST',
      path: '/v3/loan-details/loan-details',
    });
  });

  it('draws product and channel logos and scannable payment QR codes as SVG', async () => {
    const app = testApp();
    const logo = await request(app).get('/__fake/assets/p1001.svg');
    expect(logo.type).toBe('image/svg+xml');
    expect(logo.body.toString()).toMatch(/<svg[\s\S]*<text[^>]*>[A-Z0-9]{2}<\/text>/);
    expect((await request(app).get('/__fake/assets/ch-90006.svg')).body.toString()).toContain('GC');
    const qr = await request(app).get('/__fake/assets/qr-1234567890.svg');
    expect(qr.type).toBe('image/svg+xml');
    expect(decodeQrSvg(qr.body.toString())).toBe('1234567890');
    expect(decodeQrSvg((await request(app).get('/__fake/assets/qr-8812345678.svg')).body.toString())).toBe(
      '8812345678',
    );
    expect((await request(app).get('/__fake/assets/p9999.svg')).status).toBe(404);
  });

  it('serves the external repayment page of an order in its sandbox', async () => {
    const app = testApp();
    const page = await request(app).get('/__fake/pages/external-repay/ORD174H?sessionId=qa');
    expect(page.text).toContain('ORD174H');
    expect(page.text).toContain('/__fake/payments?sessionId=qa');
    expect((await request(app).get('/__fake/pages/withdraw/ORD404')).status).toBe(404);
  });

  it('answers unknown QA endpoints with a JSON 404', async () => {
    const res = await request(testApp()).get('/__fake/nope');
    expect(res.status).toBe(404);
    expect(res.body.error).toContain('/__fake/nope');
  });
});
