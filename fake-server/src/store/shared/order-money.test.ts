import { describe, expect, it } from 'vitest';
import { testWorld } from '../../test-support/test-kit.ts';
import { orderMoney } from './order-money.ts';
import type { Order } from './orders.ts';
import type { Product } from './products.ts';

// Spec §9 "Loan terms": a one-time 1,000 (new client) or 800 (repeat client) plus a daily share of
// the unpaid amount: 5 % on days 1-30, 4 % on days 31-90, 2 % from day 91. The figures below are
// worked out by hand for ₱10,000.00 unpaid (no interest, so unpaid = principal).
const world = testWorld();
const product: Product = { ...(world.shared.products[0] as Product), dailyRateBp: 0 };
const DUE = '2026-03-10';

function overdue(days: number, repeatClient = false, paid = 0) {
  const base = world.shared.orders.find((order) => order.orderId === 'ORD180') as Order;
  const order: Order = {
    ...base,
    status: 180,
    principal: 1_000_000,
    dueDate: DUE,
    lifecycle: { ...base.lifecycle, repeatClient, paid },
  };
  const now = new Date(Date.parse(`${DUE}T12:00:00Z`) + days * 86_400_000);
  return orderMoney(order, product, now);
}

describe('the late penalty', () => {
  it.each([
    // day, penalty (centavos): 1,000 + Σ daily shares of ₱10,000
    [1, 100_000 + 50_000], //            ₱1,000 + ₱500                    = ₱1,500.00
    [2, 100_000 + 2 * 50_000], //        ₱1,000 + 2 × ₱500                = ₱2,000.00
    [30, 100_000 + 30 * 50_000], //      ₱1,000 + 30 × ₱500               = ₱16,000.00
    [31, 1_600_000 + 40_000], //         ₱16,000 + ₱400                   = ₱16,400.00
    [90, 1_600_000 + 60 * 40_000], //    ₱16,000 + 60 × ₱400              = ₱40,000.00
    [91, 4_000_000 + 20_000], //         ₱40,000 + ₱200                   = ₱40,200.00
    [100, 4_000_000 + 10 * 20_000], //   ₱40,000 + 10 × ₱200              = ₱42,000.00
  ])('of a new client on day %i is %i centavos', (day, penalty) => {
    const money = overdue(day);
    expect(money.overdueDays).toBe(day);
    expect(money.penalty).toBe(penalty);
    expect(money.totalDue).toBe(1_000_000 + penalty);
  });

  it('of a repeat client starts at 800 instead of 1,000', () => {
    expect(overdue(1, true).penalty).toBe(80_000 + 50_000); //   ₱800 + ₱500   = ₱1,300.00
    expect(overdue(31, true).penalty).toBe(1_580_000 + 40_000); // ₱15,800 + ₱400 = ₱16,200.00
  });

  it('is a share of what is still unpaid after a partial payment', () => {
    // ₱4,000 paid: ₱6,000 unpaid, ₱300 a day on days 1-30.
    const money = overdue(2, false, 400_000);
    expect(money.unpaid).toBe(600_000);
    expect(money.penalty).toBe(100_000 + 2 * 30_000); // ₱1,600.00
    expect(money.totalDue).toBe(600_000 + 160_000);
  });

  it('is nothing before the due date has passed', () => {
    const base = world.shared.orders.find((order) => order.orderId === 'ORD174') as Order;
    expect(orderMoney(base, product, new Date(`${DUE}T23:59:00Z`)).penalty).toBe(0);
  });
});
