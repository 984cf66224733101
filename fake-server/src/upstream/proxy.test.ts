import express, { type Request } from 'express';
import multer from 'multer';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { call, listen, testApp } from '../test-support/test-kit.ts';

/** What the stand-in upstream saw of one call. */
interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  file?: { field: string; name: string; size: number };
}

// A correct answer written with unusual spacing and key order: only a byte-for-byte pass-through
// keeps them.
const GOOD_LOAN_DETAILS = Buffer.from(
  '{ "success":false,"code" : "404","message":"No such order (upstream)",\n "data":null }',
);

/**
 * The upstream of these tests, on a local port: it answers loan-details correctly (from a real
 * fake server with the same seed, or the fixed bytes above), loan-play-detail with drift,
 * getExtensionQuote broken (HTTP 500, not JSON), and 404 for everything else.
 */
function standInUpstream(seen: Seen[]) {
  const upstream = express();
  const real = createServerApp({ seed: 1 }).app;
  upstream.use((req: Request, _res, next) => {
    seen.push({ method: req.method, url: req.originalUrl, headers: req.headers, body: undefined });
    next();
  });
  upstream.post(
    '/v3/loan-details/loan-details',
    express.urlencoded({ extended: false }),
    (req, res, next) => {
      const last = seen.at(-1);
      if (last) last.body = req.body;
      if (req.body.orderId === 'BYTES') res.type('application/json').send(GOOD_LOAN_DETAILS);
      else next();
    },
  );
  upstream.post('/v3/loan-details/loan-details', real);
  upstream.post('/v3/installment/loan-play-detail', (_req, res) => {
    res.json({
      code: '00',
      message: 'success',
      success: true,
      data: { repayAmount: '1000.00', repayDate: '2026-03-10', productName: 'KitaBridge', extraField: 1 },
    });
  });
  upstream.post('/opponents/pettypy', (_req, res) => {
    res.status(500).type('text/html').send('<h1>Internal Server Error</h1>');
  });
  upstream.post('/spoken/user-problem/upload-problem-img', multer().single('problemImage'), (req, res) => {
    const last = seen.at(-1);
    if (last && req.file)
      last.file = { field: req.file.fieldname, name: req.file.originalname, size: req.file.size };
    res.json({ code: '00', message: 'success', data: { url: 'https://cdn.example/u.png' } });
  });
  upstream.use((_req, res) => {
    res.status(404).send('not here');
  });
  return upstream;
}

const seen: Seen[] = [];
let upstream: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  upstream = await listen(standInUpstream(seen));
});
afterAll(async () => {
  await upstream.close();
});

const APP_HEADERS = {
  building: '1.4.0',
  gather: 'iPhone15,2',
  swift: 'device-123',
  eyes: '17.5',
  'X-Requested-With': 'XMLHttpRequest',
};

describe('FAKE_UPSTREAM: the validating proxy', () => {
  it('forwards method, path, query, body and the app headers, and answers byte for byte', async () => {
    const app = testApp({ upstream: upstream.url });
    const res = await request(app)
      .post('/v3/loan-details/loan-details?sessionId=px&deviceId=d1')
      .set(APP_HEADERS)
      .type('form')
      .send('productId=P1001&orderId=BYTES');
    expect(res.status).toBe(200);
    expect(Buffer.from(res.text)).toEqual(GOOD_LOAN_DETAILS);
    const forwarded = seen.at(-1);
    expect(forwarded).toMatchObject({
      method: 'POST',
      url: '/v3/loan-details/loan-details?sessionId=px&deviceId=d1',
      body: { productId: 'P1001', orderId: 'BYTES' },
      headers: {
        building: '1.4.0',
        gather: 'iPhone15,2',
        swift: 'device-123',
        eyes: '17.5',
        'x-requested-with': 'XMLHttpRequest',
      },
    });
    const log = (await request(app).get('/__fake/requests?sessionId=px')).body.requests;
    expect(log.at(-1)).toMatchObject({
      operationId: 'loanDetails',
      code: '404',
      message: 'No such order (upstream)',
      effect: `upstream ${upstream.url}`,
    });
  });

  it('a correct upstream answer adds no drift', async () => {
    const { app, server } = createServerApp({ seed: 1, upstream: upstream.url });
    const res = await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD174' } }, 'ok');
    expect(res.body.data.orderStatus).toBe(174);
    expect(server.drift.entries('ok')).toEqual([]);
  });

  it('counts drift: a wrong type, an extra field and a missing one, per operation and path', async () => {
    const app = testApp({ upstream: upstream.url });
    for (let i = 0; i < 2; i += 1)
      await call(app, 'getInstalmentPlan', { body: { productId: 'P1001', orderId: 'ORD174' } }, 'drift');
    const { sandboxes, total } = (await request(app).get('/__fake/drift?sessionId=drift')).body;
    const entries = sandboxes[0].entries as {
      path: string;
      expected: string;
      received: string;
      count: number;
    }[];
    expect(total).toBe(entries.length);
    expect(entries).toContainEqual(
      expect.objectContaining({
        operationId: 'getInstalmentPlan',
        path: 'data.repayAmount',
        expected: 'number',
        received: "string '1000.00'",
        count: 2,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        path: 'data.extraField',
        expected: 'no such field in the contract',
        count: 2,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ path: 'data.detail', received: 'nothing (missing)' }),
    );
    for (const entry of entries) expect(entry).toHaveProperty('firstSeen');
  });

  it('passes a broken answer through unchanged and reports it', async () => {
    const app = testApp({ upstream: upstream.url });
    const res = await call(
      app,
      'getExtensionQuote',
      { body: { productId: 'P1002', orderId: 'ORD174R' } },
      'broken',
    );
    expect(res.status).toBe(500);
    expect(res.text).toBe('<h1>Internal Server Error</h1>');
    const { sandboxes } = (await request(app).get('/__fake/drift?sessionId=broken')).body;
    expect(sandboxes[0].entries).toEqual([
      expect.objectContaining({ operationId: 'getExtensionQuote', path: '', received: 'HTTP 500' }),
    ]);
  });

  it('falls back to the fake answer when the upstream lacks the operation (404) or refuses', async () => {
    const app = testApp({ upstream: upstream.url });
    const res = await call(app, 'googleScore', { body: { score: '5' } }, 'fb');
    expect(res.body).toMatchObject({ code: '00', message: 'Thank you for your rating' });
    const closed = await listen(express());
    await closed.close();
    const refused = testApp({ upstream: closed.url });
    const again = await call(refused, 'googleScore', { body: { score: '5' } }, 'fb');
    expect(again.body.code).toBe('00');
    const effect = async (target: typeof app) =>
      (await request(target).get('/__fake/requests?sessionId=fb')).body.requests.at(-1).effect;
    expect(await effect(app)).toBe('fallback: upstream answered HTTP 404');
    expect(await effect(refused)).toBe('fallback: upstream refused the connection');
  });

  it('forwards an upload with its file', async () => {
    const app = testApp({ upstream: upstream.url });
    const res = await request(app)
      .post('/spoken/user-problem/upload-problem-img?sessionId=up')
      .attach('problemImage', Buffer.from('GIF89a-picture'), {
        filename: 'shot.gif',
        contentType: 'image/gif',
      });
    expect(res.body.data.url).toBe('https://cdn.example/u.png');
    expect(seen.at(-1)?.file).toEqual({ field: 'problemImage', name: 'shot.gif', size: 14 });
  });

  it('per sandbox through POST /__fake/upstream: on, off (the fake answers), refused when it is the fake itself', async () => {
    const app = testApp();
    const before = seen.length;
    await request(app).post('/__fake/upstream?sessionId=own').send({ origin: upstream.url }).expect(200);
    await call(app, 'getInstalmentPlan', { body: { productId: 'P1001', orderId: 'ORD174' } }, 'own');
    expect(seen.length).toBe(before + 1);
    await call(app, 'getInstalmentPlan', { body: { productId: 'P1001', orderId: 'ORD174' } }, 'other');
    expect(seen.length).toBe(before + 1);
    const view = await request(app).post('/__fake/upstream?sessionId=own').send({ origin: null });
    expect(view.body).toMatchObject({ upstream: null, own: true });
    const self = await request(app)
      .post('/__fake/upstream?sessionId=own')
      .set('Host', '127.0.0.1:4010')
      .send({ origin: 'http://127.0.0.1:4010' });
    expect(self.status).toBe(400);
    expect(self.body.error).toContain('is this fake server');
    const bad = await request(app).post('/__fake/upstream?sessionId=own').send({ origin: 'ftp://x' });
    expect(bad.status).toBe(400);
  });
});
