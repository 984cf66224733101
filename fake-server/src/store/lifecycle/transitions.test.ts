import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../test-support/test-kit.ts';

/** A seeded order in each status. */
const ORDER_IN = {
  21: ['ORD21', 'P1001'],
  110: ['ORD110', 'P1003'],
  151: ['ORD151', 'P1001'],
  170: ['ORD170', 'P1002'],
  174: ['ORD174R', 'P1002'],
  180: ['ORD180R', 'P1001'],
  200: ['ORD200', 'P1002'],
} as const;
type Status = keyof typeof ORDER_IN;
const STATUSES = Object.keys(ORDER_IN).map(Number) as Status[];

// The transition table, written out by hand: the switches QA may make without force.
const ALLOWED: readonly string[] = [
  '21→151', // decided: approved
  '21→110', // decided: rejected
  '110→151', // withdrawal confirmed on the confirmation link
  '151→170', // credited
  '170→174', // due date reached
  '174→180', // the day after the due date
  '170→200', // paid in full
  '174→200',
  '180→200',
  '174→170', // extension paid
  '180→170',
  '180→174', // extension paid, the moved due date is today
];

const pairs = STATUSES.flatMap((from) =>
  STATUSES.filter((to) => to !== from).map((to) => [from, to, ALLOWED.includes(`${from}→${to}`)] as const),
);

describe('the order state machine through PATCH /__fake/orders/:orderId', () => {
  it('has the hand-written table: 12 switches allowed of 42', () => {
    expect(pairs.filter(([, , allowed]) => allowed)).toHaveLength(ALLOWED.length);
  });

  it.each(pairs)('%i → %i allowed: %s', async (from, to, allowed) => {
    const app = testApp();
    const [orderId, productId] = ORDER_IN[from];
    const sandbox = `sm-${from}-${to}`;
    const res = await request(app)
      .patch(`/__fake/orders/${orderId}?sessionId=${sandbox}`)
      .send({ orderStatus: to });
    const status = async () =>
      (await call(app, 'loanDetails', { body: { productId, orderId } }, sandbox)).body.data.orderStatus;
    if (allowed) {
      expect(res.status).toBe(200);
      expect(await status()).toBe(to);
      return;
    }
    expect(res.status).toBe(409);
    expect(res.body.error).toContain(`${orderId} is ${from}`);
    expect(res.body.error).toContain('"force": true');
    // Names where the order can go instead (or that nothing follows).
    const targets = ALLOWED.filter((pair) => pair.startsWith(`${from}→`)).map((pair) => pair.split('→')[1]);
    for (const target of targets) expect(res.body.error).toContain(`${target} `);
    if (targets.length === 0) expect(res.body.error).toContain('is final');
    expect(await status()).toBe(from);
    // Forced, the switch happens, and the clock does not move the order straight back.
    const forced = await request(app)
      .patch(`/__fake/orders/${orderId}?sessionId=${sandbox}`)
      .send({ orderStatus: to, force: true });
    expect(forced.status).toBe(200);
    expect(await status()).toBe(to);
  });

  it('a refused switch changes nothing else in the same patch', async () => {
    const app = testApp();
    const res = await request(app)
      .patch('/__fake/orders/ORD21?sessionId=atomic')
      .send({ orderStatus: 200, isScore: true });
    expect(res.status).toBe(409);
    const orders = (await request(app).get('/__fake/orders?sessionId=atomic')).body.orders;
    expect(orders.find((order: { orderId: string }) => order.orderId === 'ORD21').flags.isScore).toBe('0');
  });

  it('switching to Due or Overdue moves the due date so the order reads true', async () => {
    const app = testApp();
    await request(app).patch('/__fake/orders/ORD170?sessionId=dates').send({ orderStatus: 174 });
    const due = await call(
      app,
      'getInstalmentPlan',
      { body: { productId: 'P1002', orderId: 'ORD170' } },
      'dates',
    );
    expect(due.body.data.repayDate).toBe('2026-03-10');
    await request(app).patch('/__fake/orders/ORD170?sessionId=dates').send({ orderStatus: 180 });
    const overdue = await call(
      app,
      'loanDetails',
      { body: { productId: 'P1002', orderId: 'ORD170' } },
      'dates',
    );
    const lines = overdue.body.data.userOrderDetail.detail as { text: string; value: string }[];
    expect(lines).toContainEqual({ text: 'Due date', value: '2026-03-09' });
    expect(lines).toContainEqual({ text: 'Overdue days', value: '1' });
  });

  it('GET /__fake/orders lists each order’s next transitions, the clock’s with their dates', async () => {
    const orders = (await request(testApp()).get('/__fake/orders?sessionId=next')).body.orders as {
      orderId: string;
      next: { to: number; trigger: string; at: string | null }[];
    }[];
    const next = (orderId: string) =>
      orders
        .find((order) => order.orderId === orderId)
        ?.next.map(({ to, trigger, at }) => ({ to, trigger, at }));
    expect(next('ORD21')).toEqual([
      { to: 151, trigger: 'clock', at: '2026-03-11T00:00:00.000Z' },
      { to: 110, trigger: 'clock', at: null },
    ]);
    expect(next('ORD151')).toEqual([{ to: 170, trigger: 'clock', at: '2026-03-13T00:00:00.000Z' }]);
    // Overdue 20 days on a 91-day term: an extension lands ahead of today, in 170.
    expect(next('ORD180R')).toEqual([
      { to: 200, trigger: 'payment', at: null },
      { to: 170, trigger: 'extension', at: null },
    ]);
    expect(next('ORD200')).toEqual([]);
  });
});
