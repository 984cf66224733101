import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testWorld } from '../../test-support/test-kit.ts';
import { orderMoney } from './order-money.ts';
import type { Order } from './orders.ts';
import type { Product } from './products.ts';
import { statusDescription } from './status-text.ts';

const world = testWorld();
const base = world.shared.orders.find((order) => order.orderId === 'ORD180') as Order;
const product = world.shared.products.find((candidate) => candidate.productId === base.productId) as Product;

describe('the status description an overdue borrower reads', () => {
  it('counts the days overdue in real plurals: "1 day", "20 days", never "day(s)"', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3_650 }),
        fc.constantFrom(0 as const, 1 as const),
        (days, textVariant) => {
          const order: Order = { ...base, status: 180, textVariant, dueDate: '2026-03-10' };
          const now = new Date(Date.parse('2026-03-10T12:00:00Z') + days * 86_400_000);
          const text = statusDescription(order, orderMoney(order, product, now));
          expect(text).not.toMatch(/\(s\)/);
          if (textVariant === 0)
            expect(text).toContain(days === 1 ? ' 1 day overdue' : ` ${days} days overdue`);
        },
      ),
      { seed: 38 },
    );
  });
});
