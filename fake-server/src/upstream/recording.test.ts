import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, listen, testApp } from '../test-support/test-kit.ts';

// A backend whose answers are full of one borrower's personal data (values the seed world does
// not contain, so finding one on disk can only mean it leaked).
const PLANTED = {
  name: 'Maria Clara Santos',
  phone: '09275550199',
  email: 'maria.santos@gmail.com',
  account: 'GCash 0926 555 0142',
  card: '4111 1111 1111 1111',
  address: '123 Mabini Street, Barangay San Roque, Quezon City',
};

function personalBackend() {
  const backend = express();
  backend.post('/v3/loan-details/loan-details', (_req, res) => {
    res.json({
      code: '00',
      message: `Hi ${PLANTED.name}, we texted ${PLANTED.phone}`,
      success: true,
      data: {
        orderStatus: 174,
        noticeStatusText: 'Due',
        noticeDesText: `Pay before 10 PM. Receipt sent to ${PLANTED.email}.`,
        productName: 'KitaBridge',
        userOrderDetail: {
          detail: [
            { text: 'Order No.', value: 'ORD174' },
            { text: 'Borrower', value: PLANTED.name },
            { text: 'Receiving account', value: PLANTED.account },
            { text: 'Bank card', value: PLANTED.card },
            { text: 'Address', value: PLANTED.address },
            { text: 'Amount due', value: '₱9,245.70' },
          ],
        },
      },
    });
  });
  return backend;
}

/** Every way a planted value could appear: as written, digits only, lower case. */
function variants(value: string): string[] {
  const digits = value.replace(/\D/g, '');
  return [value, value.toLowerCase(), ...(digits.length >= 7 ? [digits] : [])];
}

let backend: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  backend = await listen(personalBackend());
});
afterAll(async () => {
  await backend.close();
});

describe('record mode', () => {
  it('keeps the answers redacted: nothing planted reaches the database or an export file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-record-'));
    const app = testApp({ db: join(dir, 'sandboxes.db') });
    await request(app)
      .post('/__fake/upstream?sessionId=rec')
      .send({ origin: backend.url, record: true })
      .expect(200);
    const live = await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD174' } }, 'rec');
    // The app gets the real answer, unchanged.
    expect(live.body.message).toContain(PLANTED.name);
    const log = (await request(app).get('/__fake/requests?sessionId=rec')).body.requests;
    expect(log.at(-1).effect).toContain('recorded');
    const exported = await request(app).get('/__fake/sandboxes/rec/export');
    writeFileSync(join(dir, 'recording.json'), exported.text);

    const disk = readdirSync(dir)
      .map((file) => readFileSync(join(dir, file)).toString('latin1'))
      .join('\n');
    for (const planted of Object.values(PLANTED))
      for (const form of variants(planted)) expect(disk.toLowerCase()).not.toContain(form.toLowerCase());
    // What is not personal stays, so the recording still reads as this order.
    expect(exported.text).toContain('ORD174');
    expect(exported.text).toContain('₱9,245.70');
  });

  it('replays the recorded answer once the upstream is off, in a sandbox the recording is imported into', async () => {
    const app = testApp();
    await request(app)
      .post('/__fake/upstream?sessionId=rec2')
      .send({ origin: backend.url, record: true })
      .expect(200);
    await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD174' } }, 'rec2');
    const file = JSON.parse((await request(app).get('/__fake/sandboxes/rec2/export')).text);
    await request(app).post('/__fake/sandboxes/dev/import').send(file).expect(200);
    const replayed = await call(
      app,
      'loanDetails',
      { body: { productId: 'P1001', orderId: 'ORD174' } },
      'dev',
    );
    const lines = replayed.body.data.userOrderDetail.detail as { text: string; value: string }[];
    expect(lines.find((line) => line.text === 'Receiving account')?.value).toMatch(
      /^GCash 09\d\d \d{3} \d{4}$/,
    );
    expect(lines.find((line) => line.text === 'Borrower')?.value).not.toBe(PLANTED.name);
    expect(replayed.body.message).not.toContain(PLANTED.phone);
    const log = (await request(app).get('/__fake/requests?sessionId=dev')).body.requests;
    expect(log.at(-1).effect).toBe('recorded answer');
    // Another order was not recorded: the fake answers it.
    const other = await call(app, 'loanDetails', { body: { productId: 'P1002', orderId: 'ORD174R' } }, 'dev');
    expect(other.body.data.orderStatus).toBe(174);
    expect(other.body.data.productName).not.toBe('KitaBridge');
  });
});
