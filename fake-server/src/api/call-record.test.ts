import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { RESPONSE_BODIES_KEPT, RESPONSE_BODY_RELEASED } from '../store/sandbox.ts';
import { call, testApp } from '../test-support/test-kit.ts';
import { LOGGED_VALUE_CHARS } from './log-bounds.ts';

interface Logged {
  operationId: string | null;
  url: string;
  requestHeaders: Record<string, string>;
  httpStatus: number;
  response: { headers: Record<string, string>; body: unknown } | null;
  nearMiss: { kind: string; closest: { operationId: string } | null; reason: string } | null;
}

async function logOf(app: ReturnType<typeof testApp>, sessionId: string): Promise<Logged[]> {
  return (await request(app).get(`/__fake/requests?sessionId=${sessionId}&limit=500`)).body.requests;
}

describe('the request log records each answer', () => {
  it('keeps the envelope sent, the headers that explain it, and the request headers to send it again', async () => {
    const app = testApp();
    const answer = await request(app)
      .post('/v3/loan-details/loan-details?sessionId=rec&productId=P1001')
      .set('Origin', 'http://app.test')
      .set('building', 'b-1')
      .type('form')
      .send({ productId: 'P1001', orderId: 'ORD21' });
    const [entry] = await logOf(app, 'rec');
    expect(entry?.url).toBe('/v3/loan-details/loan-details?sessionId=rec&productId=P1001');
    expect(entry?.requestHeaders).toEqual({
      'content-type': 'application/x-www-form-urlencoded',
      building: 'b-1',
    });
    expect(entry?.response).toEqual({
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-length': answer.headers['content-length'],
        'access-control-allow-origin': 'http://app.test',
        vary: 'Origin',
      },
      body: answer.body,
    });
    expect(entry?.nearMiss).toBeNull();
  });

  it('keeps the response body of the newest calls only; older ones keep status and headers', async () => {
    const app = testApp();
    for (let index = 0; index <= RESPONSE_BODIES_KEPT; index++)
      await request(app)
        .post('/v3/loan-details/loan-details?sessionId=aged')
        .type('form')
        .send({ productId: 'P1001', orderId: 'ORD21' });
    const log = await logOf(app, 'aged');
    expect(log).toHaveLength(RESPONSE_BODIES_KEPT + 1);
    expect(log[0]?.response?.body).toBe(RESPONSE_BODY_RELEASED);
    expect(log[0]?.response?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(log[1]?.response?.body).toMatchObject({ code: '00' });
  });

  it('keeps a raw answer (the captcha image) as its type and size, not its bytes', async () => {
    const app = testApp();
    const sid = (await call(app, 'getSid', {}, 'raw')).body.data.sid;
    const image = await call(app, 'getCaptcha', { query: { sid, a: '1' } }, 'raw');
    const entry = (await logOf(app, 'raw')).at(-1);
    expect(image.type).toBe('image/svg+xml');
    expect(entry?.response).toEqual({
      headers: expect.objectContaining({
        'content-type': image.headers['content-type'],
        'cache-control': 'no-store',
      }),
      body: { contentType: 'image/svg+xml', size: image.body.length },
    });
  });

  it('cuts a long request header value', async () => {
    const app = testApp();
    await request(app).get('/v3/unknown?sessionId=hdr').set('building', 'b'.repeat(1000));
    const [entry] = await logOf(app, 'hdr');
    expect(entry?.requestHeaders.building).toBe(`${'b'.repeat(256)}…`);
  });

  it('bounds a large answer the way it bounds a large request', async () => {
    const app = testApp();
    await request(app).get(`/v3/${'x'.repeat(5000)}?sessionId=big`);
    const [entry] = await logOf(app, 'big');
    const body = entry?.response?.body as { truncated: string; chars: number };
    expect(body.truncated.length).toBe(LOGGED_VALUE_CHARS + 1);
    expect(body.chars).toBeGreaterThan(5000);
  });
});

describe('near-misses', () => {
  it('marks a path no operation serves, in the sandbox it names, with the closest operation and why', async () => {
    const app = testApp();
    const answer = await request(app).get('/v3/loan-details/loan-detail?sessionId=miss');
    expect(answer.status).toBe(404);
    const [entry] = await logOf(app, 'miss');
    expect(entry?.operationId).toBeNull();
    expect(entry?.httpStatus).toBe(404);
    expect(entry?.response?.body).toEqual(answer.body);
    expect(entry?.nearMiss).toEqual({
      kind: 'no-operation',
      closest: { operationId: 'loanDetails', method: 'POST', path: '/v3/loan-details/loan-details' },
      reason:
        "no operation for GET /v3/loan-details/loan-detail; closest: POST /v3/loan-details/loan-details (method differs: takes POST; segment 'loan-detail' instead of 'loan-details')",
    });
  });

  it('marks a call the validation refused, naming its operation and the validation message', async () => {
    const app = testApp();
    await request(app).post('/v3/loan-details/loan-details?sessionId=bad').type('form').send({});
    const [entry] = await logOf(app, 'bad');
    expect(entry?.operationId).toBe('loanDetails');
    expect(entry?.nearMiss).toMatchObject({
      kind: 'refused',
      closest: { operationId: 'loanDetails' },
      reason: expect.stringContaining('is required'),
    });
  });

  it('marks a body the operation could not read as refused', async () => {
    const app = testApp();
    await request(app)
      .post('/v3/loan-details/loan-details?sessionId=unread')
      .set('Content-Type', 'application/x-www-form-urlencoded; charset=latin-9')
      .send('productId=P1001');
    const [entry] = await logOf(app, 'unread');
    expect(entry?.nearMiss).toMatchObject({ kind: 'refused', closest: { operationId: 'loanDetails' } });
    expect(entry?.nearMiss?.reason).toMatch(/encoding/);
  });

  it('leaves an answered call unmarked', async () => {
    const app = testApp();
    await request(app)
      .post('/v3/loan-details/loan-details?sessionId=fine')
      .type('form')
      .send({ productId: 'P1001', orderId: 'ORD21' });
    expect((await logOf(app, 'fine'))[0]?.nearMiss).toBeNull();
  });
});
