import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { FakeEvent } from '../../admin/event-bus.ts';
import { createServerApp } from '../../app.ts';
import { serverFaultsOf } from '../../test-support/sandbox-walk.ts';
import { call, FIXED_NOW, testApp } from '../../test-support/test-kit.ts';
import { addDays, isoDate } from '../shared/dates.ts';

// The test world's day is 2026-03-10 (09:00 UTC). Seeded figures used below:
// ORD174  P1001, 91 days, due 2026-03-10, ₱9,000.00 + ₱245.70 interest = ₱9,245.70 unpaid, new client.
// The late penalty: 5 % a month of the amount due (4 % for a repeat client), a thirtieth per day, rounded down.
// ORD174R P1002, 180 days, due 2026-03-10, ₱16,000.00 + ₱2,304.00 interest = ₱18,304.00 unpaid, rollover.
// ORD21   P1001, 91 days, ₱9,500.00 + ₱259.35 interest, decided 2026-03-11 00:00, credited 2 days after acceptance.

type Line = { text: string; value: string };

const advance = (app: Express, id: string, by: string) =>
  request(app).post(`/__fake/clock?sessionId=${id}`).send({ advance: by }).expect(200);
const setClock = (app: Express, id: string, date: string) =>
  request(app).post(`/__fake/clock?sessionId=${id}`).send({ set: date }).expect(200);

async function orderScreen(app: Express, id: string, orderId: string, productId: string) {
  const data = (await call(app, 'loanDetails', { body: { productId, orderId } }, id)).body.data;
  const lines = data.userOrderDetail.detail as Line[];
  return {
    status: data.orderStatus as number,
    label: data.noticeStatusText as string,
    line: (text: string) => lines.find((line) => line.text === text)?.value,
  };
}

async function payCode(
  app: Express,
  id: string,
  orderId: string,
  productId: string,
  isDelay = false,
  channelNumber = '90006',
) {
  const body = {
    productId,
    orderId,
    channelNumber,
    amount: '1',
    ...(isDelay ? { isDelay: '1' } : {}),
  };
  const res = await call(app, 'generatePayCode', { body }, id);
  // '' when the order cannot be paid (the answer is an error envelope).
  const payUrl: string | undefined = res.body.data?.payUrl;
  return payUrl === undefined ? '' : (new URL(payUrl, 'http://app').searchParams.get('payCode') ?? '');
}

const markPaid = (app: Express, id: string, code: string) =>
  request(app).post(`/__fake/payments/${code}/pay?sessionId=${id}`).send({});

describe('the clock moves orders along the lifecycle', () => {
  it('ORD174 a day later is Overdue with the new-client penalty, the same on every page', async () => {
    const app = testApp();
    await advance(app, 'od', '1d');
    const order = await orderScreen(app, 'od', 'ORD174', 'P1001');
    // Day 1: 5 % a month of ₱9,245.70, a thirtieth of it (₱15.4095 → ₱15.40); due ₱9,245.70 + ₱15.40.
    expect(order).toMatchObject({ status: 180, label: 'Overdue' });
    expect(order.line('Overdue days')).toBe('1');
    expect(order.line('Penalty')).toBe('₱15.40');
    expect(order.line('Amount due')).toBe('₱9,261.10');
    const repay = (
      await call(app, 'getInstalmentPlan', { body: { productId: 'P1001', orderId: 'ORD174' } }, 'od')
    ).body.data;
    expect(repay.repayAmount).toBe(926_110);
    expect(repay.detail).toContainEqual({ text: 'Penalty', value: '₱15.40' });
  });

  it('ORD174R: order screen, repayment page and extension page agree on day 1 and day 31', async () => {
    const app = testApp();
    const pages = async () => {
      const order = await orderScreen(app, 'r', 'ORD174R', 'P1002');
      const body = { body: { productId: 'P1002', orderId: 'ORD174R' } };
      const repay = (await call(app, 'getInstalmentPlan', body, 'r')).body.data;
      const extend = (await call(app, 'getExtensionQuote', body, 'r')).body.data;
      return { order, repay, extend };
    };
    await advance(app, 'r', '1d');
    let seen = await pages();
    // Day 1: ₱18,304.00 × 5 % / 30 = ₱30.5066… → ₱30.50.
    expect(seen.order.line('Penalty')).toBe('₱30.50');
    expect(seen.order.line('Amount due')).toBe('₱18,334.50');
    expect(seen.repay.repayAmount).toBe(1_833_450);
    // Extension fee: interest ₱2,304.00 + penalty ₱30.50.
    expect(seen.extend.delayInfo.delayAmount).toBe(233_450);
    await advance(app, 'r', '30d');
    seen = await pages();
    // Day 31: ₱18,304.00 × 5 % × 31 / 30 = ₱945.7066… → ₱945.70.
    expect(seen.order.line('Overdue days')).toBe('31');
    expect(seen.order.line('Penalty')).toBe('₱945.70');
    expect(seen.repay.repayAmount).toBe(1_830_400 + 94_570);
    expect(seen.extend.delayInfo.delayAmount).toBe(230_400 + 94_570);
  });

  it('a repeat client pays the lower late penalty, 4 % a month', async () => {
    const app = testApp();
    await request(app).patch('/__fake/orders/ORD174?sessionId=rc').send({ repeatClient: true }).expect(200);
    await advance(app, 'rc', '1d');
    // ₱9,245.70 × 4 % / 30 = ₱12.3276 → ₱12.32.
    expect((await orderScreen(app, 'rc', 'ORD174', 'P1001')).line('Penalty')).toBe('₱12.32');
  });

  it('takes ORD21 from review to overdue: decision, credit, due date, overdue', async () => {
    const app = testApp();
    const seen = () => orderScreen(app, 'walk', 'ORD21', 'P1001');
    expect((await seen()).status).toBe(21);
    await advance(app, 'walk', '14h'); // 23:00 the same day: still under review
    expect((await seen()).status).toBe(21);
    await advance(app, 'walk', '1h'); // midnight: decided, approved
    let order = await seen();
    expect(order).toMatchObject({ status: 151, label: 'Disbursing' });
    await advance(app, 'walk', '1d');
    expect((await seen()).status).toBe(151);
    await advance(app, 'walk', '1d'); // 2026-03-13: credited 2 days after acceptance
    order = await seen();
    expect(order.status).toBe(170);
    // The term counts from the credit day: 2026-03-13 + 91 days.
    expect(order.line('Due date')).toBe('2026-06-12');
    expect(order.line('Disbursement date')).toBe('2026-03-11');
    await setClock(app, 'walk', '2026-06-11');
    expect((await seen()).status).toBe(170);
    await setClock(app, 'walk', '2026-06-12');
    expect((await seen()).status).toBe(174);
    await setClock(app, 'walk', '2026-06-13');
    order = await seen();
    expect(order.status).toBe(180);
    // 5 % a month of ₱9,759.35 (₱9,500.00 + ₱259.35 interest), a thirtieth: ₱16.2655… → ₱16.26.
    expect(order.line('Penalty')).toBe('₱16.26');
  });

  it('a rejecting decision ends the review in Rejected', async () => {
    const app = testApp();
    await request(app).patch('/__fake/orders/ORD21?sessionId=no').send({ decision: 'reject' }).expect(200);
    await advance(app, 'no', '1d');
    expect((await orderScreen(app, 'no', 'ORD21', 'P1001')).status).toBe(110);
  });

  it('a clock jump moves an order several steps at once, told as one event with its path', async () => {
    const { app, server } = createServerApp({ seed: 1, now: () => FIXED_NOW });
    const events: FakeEvent[] = [];
    server.events.subscribe((event) => events.push(event));
    await setClock(app, 'jump', '2026-07-01');
    const ord21 = events.find(
      (event) => event.type === 'order-updated' && (event.data as { orderId: string }).orderId === 'ORD21',
    );
    expect(ord21?.data).toMatchObject({
      from: 21,
      path: [21, 151, 170, 174, 180],
      order: { orderStatus: 180 },
      via: 'clock',
    });
    // Seeded orders that cannot move (Settled, Rejected) are not mentioned.
    const moved = events.flatMap((event) =>
      event.type === 'order-updated' ? [(event.data as { orderId: string }).orderId] : [],
    );
    expect(moved).not.toContain('ORD200');
    expect(moved).not.toContain('ORD110');
  });

  it('does not move anything on the seed day', async () => {
    const app = testApp();
    const before = (await request(app).get('/__fake/orders?sessionId=still')).body.orders;
    await advance(app, 'still', '14h');
    const after = (await request(app).get('/__fake/orders?sessionId=still')).body.orders;
    expect(after.map((order: { orderStatus: number }) => order.orderStatus)).toEqual(
      before.map((order: { orderStatus: number }) => order.orderStatus),
    );
  });
});

describe('payments complete', () => {
  it('a pay code is pending until paid; paying the full amount settles the order', async () => {
    const app = testApp();
    const code = await payCode(app, 'pay', 'ORD174', 'P1001');
    const pending = (await request(app).get('/__fake/orders?sessionId=pay')).body.orders.find(
      (order: { orderId: string }) => order.orderId === 'ORD174',
    );
    expect(pending.pendingPayments).toMatchObject([{ payCode: code, amount: 924_570, status: 'pending' }]);
    expect((await orderScreen(app, 'pay', 'ORD174', 'P1001')).status).toBe(174);
    const paid = await markPaid(app, 'pay', code);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ orderStatus: 200, payment: { status: 'paid' } });
    const order = await orderScreen(app, 'pay', 'ORD174', 'P1001');
    expect(order).toMatchObject({ status: 200, label: 'Settled' });
    expect(order.line('Settled on')).toBe('2026-03-10');
    const again = await markPaid(app, 'pay', code);
    expect(again.status).toBe(409);
    expect(again.body.error).toContain('already paid');
    expect((await markPaid(app, 'pay', '1234')).status).toBe(404);
  });

  it('an extension payment moves the due date by the term and clears the penalty', async () => {
    const app = testApp();
    await advance(app, 'ext', '1d'); // ORD174R overdue, day 1
    const code = await payCode(app, 'ext', 'ORD174R', 'P1002', true);
    const paid = await markPaid(app, 'ext', code);
    expect(paid.body.message).toContain('extended ORD174R');
    const order = await orderScreen(app, 'ext', 'ORD174R', 'P1002');
    // 2026-03-10 + 180 days; back to Repaying, no penalty, the interest of the new period owed.
    expect(order.status).toBe(170);
    expect(order.line('Due date')).toBe('2026-09-06');
    expect(order.line('Penalty')).toBeUndefined();
    expect(order.line('Amount due')).toBe('₱18,304.00');
    const extend = (
      await call(app, 'getExtensionQuote', { body: { productId: 'P1002', orderId: 'ORD174R' } }, 'ext')
    ).body.data;
    expect(extend.repayDate).toBe('2027-03-05');
    expect(extend.delayInfo.delayAmount).toBe(230_400);
  });

  it('a code made before the penalty grew still settles the loan: it covers principal and interest', async () => {
    const app = testApp();
    const code = await payCode(app, 'part', 'ORD174', 'P1001');
    await advance(app, 'part', '1d'); // the penalty now applies: the code's ₱9,245.70 is ₱15.40 short
    const paid = await markPaid(app, 'part', code);
    // The penalty is a share of what is unpaid: with principal and interest paid, it lapses.
    expect(paid.body.message).toContain('settled ORD174');
    expect(paid.body.message).toContain('the ₱15.40 penalty on them lapses');
    const order = await orderScreen(app, 'part', 'ORD174', 'P1001');
    expect(order.status).toBe(200);
    expect(order.line('Repaid amount')).toBe('₱9,245.70');
  });

  it('settling voids the order’s other pending codes', async () => {
    const app = testApp();
    // The Bills reference number and a QR Ph code: two codes of one order, on two channel groups.
    const first = await payCode(app, 'void', 'ORD170', 'P1002');
    const second = await payCode(app, 'void', 'ORD170', 'P1002', false, '90009');
    expect(second).not.toBe(first);
    await markPaid(app, 'void', second).expect(200);
    const payments = (await request(app).get('/__fake/payments?sessionId=void')).body.payments;
    expect(payments.find((p: { payCode: string }) => p.payCode === first)).toMatchObject({
      status: 'superseded',
    });
    expect((await markPaid(app, 'void', first)).status).toBe(409);
  });

  it('the partner repayment page pays the full amount', async () => {
    const app = testApp();
    const res = await request(app).post('/__fake/payments?sessionId=partner').send({ orderId: 'ORD174H' });
    expect(res.status).toBe(201);
    expect((await orderScreen(app, 'partner', 'ORD174H', 'P1003')).status).toBe(200);
    const settled = await request(app)
      .post('/__fake/payments?sessionId=partner')
      .send({ orderId: 'ORD174H' });
    expect(settled.status).toBe(409);
  });

  it('FAKE_AUTO_PAY_MS pays a code by itself once the sandbox’s clock passes it', async () => {
    let now = FIXED_NOW;
    const app = testApp({ autoPayMs: 60_000, now: () => now });
    await payCode(app, 'auto', 'ORD174', 'P1001');
    now = new Date(FIXED_NOW.getTime() + 59_000);
    expect((await orderScreen(app, 'auto', 'ORD174', 'P1001')).status).toBe(174);
    now = new Date(FIXED_NOW.getTime() + 61_000);
    expect((await orderScreen(app, 'auto', 'ORD174', 'P1001')).status).toBe(200);
  });

  it('an automatic payment lands in an idle sandbox and is announced', async () => {
    const { app, server } = createServerApp({ seed: 1, autoPayMs: 30 });
    try {
      const landed = new Promise<FakeEvent>((resolve) =>
        server.events.subscribe((event) => {
          if (
            event.type === 'order-updated' &&
            String((event.data as { via?: string }).via).startsWith('automatic')
          )
            resolve(event);
        }),
      );
      await payCode(app, 'idle', 'ORD174', 'P1001');
      expect((await landed).data).toMatchObject({ orderId: 'ORD174', order: { orderStatus: 200 } });
    } finally {
      server.close();
    }
  });

  it('pending payments and clock moves survive a restart with FAKE_DB', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'fake-life-')), 'sandboxes.db');
    const first = testApp({ db });
    await advance(first, 'kept', '1d');
    // Not open for repayment: no code is made.
    const code = await payCode(first, 'kept', 'ORD151', 'P1001');
    const second = testApp({ db });
    const orders = (await request(second).get('/__fake/orders?sessionId=kept')).body.orders;
    const ord21 = orders.find((order: { orderId: string }) => order.orderId === 'ORD21');
    expect(ord21).toMatchObject({ orderStatus: 151, lifecycle: { creditDate: '2026-03-13' } });
    expect(code).toBe('');
    const pending = await payCode(second, 'kept', 'ORD174', 'P1001');
    const third = testApp({ db });
    expect((await markPaid(third, 'kept', pending)).body.orderStatus).toBe(200);
  });

  it('an export carries pending codes and the moved clock: paid in the importing sandbox, it settles there', async () => {
    const app = testApp();
    await advance(app, 'bug', '1d');
    const code = await payCode(app, 'bug', 'ORD180R', 'P1001');
    const file = JSON.parse((await request(app).get('/__fake/sandboxes/bug/export')).text);
    await request(app).post('/__fake/sandboxes/dev/import').send(file).expect(200);
    const order = await orderScreen(app, 'dev', 'ORD180R', 'P1001');
    // The same day as in 'bug': 21 days overdue, so the same amount the code was made for.
    expect(order.line('Overdue days')).toBe('21');
    expect((await markPaid(app, 'dev', code)).body.orderStatus).toBe(200);
    expect((await orderScreen(app, 'bug', 'ORD180R', 'P1001')).status).toBe(180);
  });
});

describe('lifecycle dates stay in the world range', () => {
  it('an extension that would move the due date past 2199-12-31 is refused by name, never a 500', async () => {
    const { app, server } = createServerApp({ seed: 1, now: () => FIXED_NOW, checkResponses: true });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.date({
          min: new Date('2198-01-01T00:00:00Z'),
          max: new Date('2199-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 365 }),
        fc.boolean(),
        async (due, termDays, byCode) => {
          run += 1;
          const id = `ext-${run}`;
          // An order due near the world's end, as an import may bring (PATCH cannot set a due date).
          const order = server.sandboxes.get(id).state.shared.orders.find((o) => o.orderId === 'ORD170');
          if (order === undefined) throw new Error('Seed bug: no ORD170');
          Object.assign(order, { dueDate: isoDate(due), termDays });
          order.flags.isDelay = '1';
          const moved = addDays(isoDate(due), termDays);
          const res = byCode
            ? await markPaid(app, id, await payCode(app, id, 'ORD170', 'P1002', true))
            : await request(app)
                .post(`/__fake/payments?sessionId=${id}`)
                .send({ orderId: 'ORD170', extension: true });
          if (moved <= '2199-12-31') {
            expect(res.status, res.body.error).toBeLessThan(300);
            expect(order.dueDate).toBe(moved);
          } else {
            expect(res.status).toBe(409);
            expect(res.body.error).toContain(
              `to ${moved}, past 2199-12-31, the last day the fake world holds`,
            );
            expect(order.dueDate).toBe(isoDate(due));
            expect(server.sandboxes.get(id).state.repay.payments.filter((p) => p.status === 'paid')).toEqual(
              [],
            );
          }
        },
      ),
      { seed: 36, numRuns: 30 },
    );
    expect(await serverFaultsOf(app, `ext-${run}`)).toEqual([]);
  });
});
