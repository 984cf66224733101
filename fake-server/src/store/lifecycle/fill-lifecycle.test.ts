import { describe, expect, it } from 'vitest';
import { testWorld } from '../../test-support/test-kit.ts';
import { restoreWorld } from '../world.ts';

describe('a world saved before the order lifecycle', () => {
  it('loads (FAKE_DB rows and exports of an older checkout): orders get the lifecycle their status implies, old codes count as paid', () => {
    const old = JSON.parse(JSON.stringify(testWorld()));
    for (const order of old.shared.orders) delete order.lifecycle;
    old.repay = {
      payments: [
        {
          payCode: '1234567890',
          orderId: 'ORD174',
          channelNumber: '90006',
          amount: 1,
          isDelay: false,
          at: '2026-03-10T09:00:00.000Z',
        },
      ],
    };
    const world = restoreWorld(old, 1, new Date('2026-03-10T00:00:00Z'));
    const order = (orderId: string) => world.shared.orders.find((candidate) => candidate.orderId === orderId);
    expect(order('ORD21')?.lifecycle).toMatchObject({
      decision: 'approve',
      decisionAt: '2026-03-11T00:00:00.000Z',
      creditDate: '',
      paid: 0,
    });
    expect(order('ORD151')?.lifecycle.creditDate).toBe('2026-03-13');
    expect(order('ORD170')?.lifecycle.creditDate).toBe(order('ORD170')?.disbursedAt);
    expect(world.repay).toMatchObject({ issued: 1, payments: [{ payCode: '1234567890', status: 'paid' }] });
  });

  it('loads a world saved before the charges of earlier periods were kept: none on record', () => {
    const old = JSON.parse(JSON.stringify(testWorld()));
    for (const order of old.shared.orders) delete order.lifecycle.charged;
    const world = restoreWorld(old, 1, new Date('2026-03-10T00:00:00Z'));
    expect(world.shared.orders.map((order) => order.lifecycle.charged)).toEqual(
      old.shared.orders.map(() => 0),
    );
  });
});
