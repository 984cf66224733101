import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-support/test-kit.ts';

const FOREIGN = 'https://evil.example';
const APP = 'http://app.lan:5173';

/** Whether the fake server's seeded order ORD21 still has its seeded status. */
async function ord21Status(app: ReturnType<typeof testApp>, sessionId = 'default'): Promise<number> {
  const res = await request(app).get(`/__fake/orders?sessionId=${sessionId}`);
  return res.body.orders.find((order: { orderId: string }) => order.orderId === 'ORD21').orderStatus;
}

describe('/__fake from other origins', () => {
  it('refuses a preflight from a foreign origin, with no allow headers', async () => {
    const res = await request(testApp())
      .options('/__fake/orders/ORD21')
      .set('Origin', FOREIGN)
      .set('Access-Control-Request-Method', 'PATCH')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(res.status).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    expect(res.body.error).toContain(`Cross-origin request from ${FOREIGN} refused`);
  });

  it('refuses reads and changes from a foreign origin with a 403 naming the rule', async () => {
    const app = testApp();
    const read = await request(app).get('/__fake/requests').set('Origin', FOREIGN);
    expect(read.status).toBe(403);
    expect(read.body.error).toContain('FAKE_APP_ORIGIN');
    const change = await request(app)
      .patch('/__fake/orders/ORD21')
      .set('Origin', FOREIGN)
      .send({ orderStatus: 200 });
    expect(change.status).toBe(403);
    expect(await ord21Status(app)).toBe(21);
    const opaque = await request(app).get('/__fake/events').set('Origin', 'null');
    expect(opaque.status).toBe(403);
  });

  it('answers the app origin, with CORS headers for it', async () => {
    const app = testApp({ appOrigin: APP });
    const preflight = await request(app)
      .options('/__fake/reset')
      .set('Origin', APP)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'x-fake-admin');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(APP);
    expect(preflight.headers['access-control-allow-headers']).toContain('X-Fake-Admin');
    const change = await request(app)
      .patch('/__fake/orders/ORD21?sessionId=app')
      .set('Origin', APP)
      .send({ orderStatus: 200, force: true });
    expect(change.status).toBe(200);
    expect(change.headers['access-control-allow-origin']).toBe(APP);
    expect(await ord21Status(app, 'app')).toBe(200);
  });

  it('answers loopback origins on any port, and its own origin under an allowed host', async () => {
    const app = testApp({ allowedHosts: [{ hostname: 'qa-box.lan', port: '' }] });
    for (const origin of ['http://127.0.0.1:9999', 'http://localhost:3000', 'https://[::1]:8443']) {
      const res = await request(app).get('/__fake/scenario').set('Origin', origin);
      expect(res.status, origin).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    }
    const same = await request(app)
      .get('/__fake/scenario')
      .set('Host', 'qa-box.lan:4010')
      .set('Origin', 'http://qa-box.lan:4010');
    expect(same.status).toBe(200);
    const sibling = await request(app)
      .get('/__fake/scenario')
      .set('Host', 'qa-box.lan:4010')
      .set('Origin', 'http://qa-box.lan:8080');
    expect(sibling.status).toBe(403);
  });

  it('answers callers without an Origin (curl, the CLI, the QA page reading its own origin)', async () => {
    const res = await request(testApp()).get('/__fake/orders');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('state-changing /__fake calls need a JSON body or X-Fake-Admin', () => {
  it('refuses a simple form POST of reset?all=1 and changes nothing', async () => {
    const app = testApp();
    await request(app).patch('/__fake/orders/ORD21?sessionId=kept').send({ orderStatus: 200, force: true });
    const form = await request(app).post('/__fake/reset?all=1').type('form').send('confirm=1');
    expect(form.status).toBe(403);
    expect(form.body.error).toContain('X-Fake-Admin');
    const bare = await request(app).post('/__fake/reset?all=1');
    expect(bare.status).toBe(403);
    const text = await request(app).delete('/__fake/faults').set('Content-Type', 'text/plain').send('x');
    expect(text.status).toBe(403);
    expect(await ord21Status(app, 'kept')).toBe(200);
  });

  it('accepts the header for a bodiless change, and a JSON body without it', async () => {
    const app = testApp();
    await request(app).patch('/__fake/orders/ORD21?sessionId=kept').send({ orderStatus: 200, force: true });
    const reset = await request(app).post('/__fake/reset?sessionId=kept').set('X-Fake-Admin', '1');
    expect(reset.status).toBe(200);
    expect(await ord21Status(app, 'kept')).toBe(21);
    const json = await request(app).post('/__fake/scenario').send({ name: 'slow-network' });
    expect(json.status).toBe(200);
  });
});

describe('the API prefixes keep their CORS for the app', () => {
  it('answers any origin on API paths, and that does not open /__fake', async () => {
    const app = testApp();
    const preflight = await request(app)
      .options('/v3/loan-details/loan-details')
      .set('Origin', FOREIGN)
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(FOREIGN);
    const call = await request(app)
      .post('/v3/loan-details/loan-details')
      .set('Origin', FOREIGN)
      .type('form')
      .send({ productId: 'P1001', orderId: 'ORD21' });
    expect(call.body.code).toBe('00');
    expect(call.headers['access-control-allow-origin']).toBe(FOREIGN);
    // A path that only starts like an API one is still not /__fake.
    const sneaky = await request(app).post('/v3/../__fake/reset?all=1').set('Origin', FOREIGN);
    expect(sneaky.status).toBe(404);
    expect(sneaky.body.reset).toBeUndefined();
  });
});
