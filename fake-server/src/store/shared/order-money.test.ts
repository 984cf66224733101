import { describe, expect, it } from 'vitest';
import { testWorld } from '../../test-support/test-kit.ts';
import { orderMoney } from './order-money.ts';
import type { Order } from './orders.ts';
import type { Product } from './products.ts';

// The late penalty of the rate table (content/legal/loan-rates.ts, decision 020): 5 % a month of
// the amount due (4 % for a repeat client), a thirtieth of it per day of delay, rounded down, and
// never more than the total-cost cap leaves of the principal. The figures below are worked out by
// hand for ₱10,000.00 unpaid (no interest and no fee, so unpaid = principal and the cap leaves it all).
const world = testWorld();
const product: Product = { ...(world.shared.products[0] as Product), dailyRateBp: 0, serviceFeeBp: 0 };
const DUE = '2026-03-10';

function overdue(days: number, repeatClient = false, paid = 0, priced: Product = product) {
  const base = world.shared.orders.find((order) => order.orderId === 'ORD180') as Order;
  const order: Order = {
    ...base,
    status: 180,
    principal: 1_000_000,
    dueDate: DUE,
    lifecycle: { ...base.lifecycle, repeatClient, paid },
  };
  const now = new Date(Date.parse(`${DUE}T12:00:00Z`) + days * 86_400_000);
  return orderMoney(order, priced, now);
}

describe('the late penalty', () => {
  it.each([
    // day, penalty (centavos): ₱10,000 × 5 % × day / 30, rounded down
    [1, 1_666], //          ₱16.666…  → ₱16.66
    [2, 3_333], //          ₱33.333…  → ₱33.33
    [30, 50_000], //        a month: 5 % = ₱500.00
    [31, 51_666], //        ₱516.666… → ₱516.66
    [90, 150_000], //       three months: 15 % = ₱1,500.00
    [365, 608_333], //      ₱6,083.333… → ₱6,083.33
    [600, 1_000_000], //    twenty months: 100 %, the whole total-cost cap
    [700, 1_000_000], //    held at the cap: interest, fees and penalties ≤ the principal
  ])('of a new client on day %i is %i centavos', (day, penalty) => {
    const money = overdue(day);
    expect(money.overdueDays).toBe(day);
    expect(money.penalty).toBe(penalty);
    expect(money.totalDue).toBe(1_000_000 + penalty);
  });

  it('of a repeat client is 4 % a month instead of 5 %', () => {
    expect(overdue(1, true).penalty).toBe(1_333); //   ₱13.333… → ₱13.33
    expect(overdue(30, true).penalty).toBe(40_000); // ₱400.00
  });

  it('is a share of what is still unpaid after a partial payment', () => {
    // ₱4,000 paid: ₱6,000 unpaid, ₱10.00 a day.
    const money = overdue(2, false, 400_000);
    expect(money.unpaid).toBe(600_000);
    expect(money.penalty).toBe(2_000); // ₱20.00
    expect(money.totalDue).toBe(600_000 + 2_000);
  });

  it('takes only what the service fee leaves of the total-cost cap', () => {
    // A 10 % fee (₱1,000) leaves ₱9,000 of the principal for penalties.
    const money = overdue(700, false, 0, { ...product, serviceFeeBp: 1_000 });
    expect(money.serviceFee).toBe(100_000);
    expect(money.penalty).toBe(900_000);
    expect(money.totalCost).toBe(1_000_000);
  });

  it('is nothing before the due date has passed', () => {
    const base = world.shared.orders.find((order) => order.orderId === 'ORD174') as Order;
    expect(orderMoney(base, product, new Date(`${DUE}T23:59:00Z`)).penalty).toBe(0);
  });
});
