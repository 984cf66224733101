import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './shared/orders.ts';
import { seedWorld } from './world.ts';

const DAY = new Date('2026-03-10T00:00:00Z');

describe('the seeded world', () => {
  it('is the same for the same seed and day', () => {
    expect(seedWorld(7, DAY)).toEqual(seedWorld(7, DAY));
  });

  it('has different data for a different seed, with the same ids', () => {
    const one = seedWorld(1, DAY);
    const two = seedWorld(2, DAY);
    expect(one.shared.orders.map((order) => order.orderId)).toEqual(
      two.shared.orders.map((order) => order.orderId),
    );
    expect(one.shared.products.map((product) => product.name)).not.toEqual(
      two.shared.products.map((product) => product.name),
    );
    expect(one.shared.orders.map((order) => order.principal)).not.toEqual(
      two.shared.orders.map((order) => order.principal),
    );
  });

  it('covers every order status and every variant the order screen branches on', () => {
    const { orders } = seedWorld(1, DAY).shared;
    const byId = new Map(orders.map((order) => [order.orderId, order]));
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    expect(byId.get('ORD174R')?.flags.isDelay).toBe('1');
    expect(byId.get('ORD180R')?.flags.isDelay).toBe('1');
    expect(byId.get('ORD174')?.flags.isDelay).toBe('0');
    expect(byId.get('ORD174H')?.flags.h5Url).toBe('/__fake/pages/external-repay/ORD174H');
    expect(byId.get('ORD200S')?.flags.isScore).toBe('1');
    expect(byId.get('ORD110C')?.flags.playeduL).not.toBe('');
    expect(byId.get('ORD21C')?.flags.playeduL).not.toBe('');
    expect(byId.get('ORD21C')?.flags.reyMsg).not.toBe('');
    expect(byId.get('ORD170T')?.flags.KindTipsMsg).not.toBe('');
    expect(byId.get('ORD170B')?.flags).toMatchObject({ cardNeedPop: 1, cardPopTitle: expect.any(String) });
    expect(byId.get('ORD170')?.repay.payCodeBox).toBe(false);
    expect(byId.get('ORD174')?.repay.payCodeBox).toBe(true);
  });

  it('dates orders sensibly for their status', () => {
    const { orders } = seedWorld(1, DAY).shared;
    for (const order of orders) {
      if (order.status === 174) expect(order.dueDate).toBe('2026-03-10');
      if (order.status === 180) expect(order.dueDate < '2026-03-10').toBe(true);
      if (order.status === 170) expect(order.dueDate > '2026-03-10').toBe(true);
      expect(order.principal % 50_000).toBe(0);
    }
  });

  it('has products for each confirm and jump variant, with local logos', () => {
    const { products } = seedWorld(1, DAY).shared;
    expect(products.map((product) => product.productId)).toEqual([
      'P1001',
      'P1002',
      'P1003',
      'P1004',
      'P1005',
      'P1006',
    ]);
    expect(new Set(products.map((product) => product.jump))).toEqual(new Set(['http', 'app']));
    expect(products.filter((product) => product.currencyFlag === 1)).toHaveLength(1);
    expect(new Set(products.map((product) => product.isClick))).toEqual(new Set([0, 1]));
    for (const product of products)
      expect(product.logo).toBe(`/__fake/assets/${product.productId.toLowerCase()}.svg`);
  });
});
