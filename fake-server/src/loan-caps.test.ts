import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAYS_PER_MONTH, LEGAL_CAPS, MAX_INTEREST_BP_PER_DAY } from '../../content/legal/loan-rates.ts';
import { fuzzSettings } from './contract-fuzz/fuzz-settings.ts';
import { advanceLifecycle } from './store/lifecycle/advance.ts';
import { addPayment } from './store/lifecycle/new-payment.ts';
import { payPayment } from './store/lifecycle/payments.ts';
import { formatMoney } from './store/shared/money.ts';
import { orderMoney, REPAYABLE_STATUSES } from './store/shared/order-money.ts';
import { newOrder } from './store/shared/orders.ts';
import type { Product } from './store/shared/products.ts';
import { seedWorld, type WorldState } from './store/world.ts';

// The four Philippine caps (BSP Circular 1133, SEC MC 3 2022; docs/decisions/020-lawful-loan-rates.md),
// checked on every order of a world from money that moved, not from the loan math's own running
// totals: interest ≤ 6 % a month of the principal, interest and fees ≤ 15 % a month of what the
// borrower received, the penalty ≤ 5 % a month of the amount due, and what the borrower pays in
// all (paid so far plus what is due now) less what they received ≤ the principal.

const SEED_DAY = new Date('2026-03-10T00:00:00Z');
const START = new Date('2026-03-10T09:00:00Z');
const { seed, scale } = fuzzSettings();

/** Whole days to months, as the caps count them. */
const months = (days: number) => `${(days / DAYS_PER_MONTH).toFixed(2)} months`;

/** Every cap an order of this world passes at `now`, in words; empty when none. */
function capBreaches(state: WorldState, now: Date): string[] {
  const breaches: string[] = [];
  for (const order of state.shared.orders) {
    const product = state.shared.products.find((candidate) => candidate.productId === order.productId);
    if (product === undefined) continue;
    const money = orderMoney(order, product, now);
    const name = `${order.orderId} (${product.productId}, ${formatMoney(order.principal)} for ${order.termDays} days, status ${order.status})`;
    if (
      money.interest * DAYS_PER_MONTH * 10_000 >
      order.principal * LEGAL_CAPS.interestBpPerMonth * order.termDays
    )
      breaches.push(
        `${name}: interest ${formatMoney(money.interest)} is over 6 % a month of the principal over ${months(order.termDays)}`,
      );
    const charges = money.interest + money.serviceFee;
    if (charges * DAYS_PER_MONTH * 10_000 > money.received * LEGAL_CAPS.effectiveBpPerMonth * order.termDays)
      breaches.push(
        `${name}: interest and fee ${formatMoney(charges)} are over 15 % a month of the ${formatMoney(money.received)} received over ${months(order.termDays)}`,
      );
    if (
      money.penalty * DAYS_PER_MONTH * 10_000 >
      money.unpaid * LEGAL_CAPS.penaltyBpPerMonth * money.overdueDays
    )
      breaches.push(
        `${name}: penalty ${formatMoney(money.penalty)} after ${money.overdueDays} days is over 5 % a month of the amount due ${formatMoney(money.unpaid)}`,
      );
    // A settled order with no payment on record was repaid on time: principal and interest.
    const repaid =
      order.lifecycle.repaid > 0 || order.status !== 200
        ? order.lifecycle.repaid
        : order.principal + money.interest;
    const owed = REPAYABLE_STATUSES.has(order.status) ? money.totalDue : 0;
    const cost = repaid + owed - money.received;
    if (cost * 10_000 > order.principal * LEGAL_CAPS.totalCostBp)
      breaches.push(
        `${name}: total cost ${formatMoney(cost)} (paid ${formatMoney(repaid)}, due ${formatMoney(owed)}, received ${formatMoney(money.received)}) is ${Math.round((cost / order.principal) * 100)} % of the principal`,
      );
  }
  return breaches;
}

/** A product as the schema allows it: any interest up to the nominal cap, any fee. */
const productArb = fc.record({
  dailyRateBp: fc.integer({ min: 0, max: MAX_INTEREST_BP_PER_DAY }),
  serviceFeeBp: fc.integer({ min: 0, max: 10_000 }),
  termDays: fc.integer({ min: 1, max: 365 }),
});

type Step =
  | { kind: 'push'; product: number; principal: number; termDays: number; repeatClient: boolean }
  | { kind: 'clock'; hours: number }
  | { kind: 'pay'; order: number; how: 'full' | 'extension' | 'partial'; percent: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('push' as const),
    product: fc.nat(),
    // The contract's LoanAmount: up to ₱100,000, any centavo.
    principal: fc.integer({ min: 1, max: 10_000_000 }),
    termDays: fc.integer({ min: 1, max: 365 }),
    repeatClient: fc.boolean(),
  }),
  // Clock jumps from an hour to over a year: penalties of every length, terms past their end.
  fc.record({ kind: fc.constant('clock' as const), hours: fc.integer({ min: 1, max: 24 * 400 }) }),
  fc.record({
    kind: fc.constant('pay' as const),
    order: fc.nat(),
    how: fc.constantFrom('full' as const, 'extension' as const, 'partial' as const),
    percent: fc.integer({ min: 1, max: 99 }),
  }),
);

/** Plays one step on the world; returns the new now. */
function play(state: WorldState, step: Step, now: Date, pushed: number): Date {
  if (step.kind === 'clock') {
    const later = new Date(now.getTime() + step.hours * 3_600_000);
    advanceLifecycle(state, later);
    return later;
  }
  if (step.kind === 'push') {
    const products = state.shared.products;
    const product = products[step.product % products.length] as Product;
    state.shared.orders.push(
      newOrder({
        orderId: `ORDX${pushed}`,
        product,
        principal: step.principal,
        termDays: step.termDays,
        now,
        borrowerName: 'Test Borrower',
        account: 'GCash 0917 ••• 0000',
        repeatClient: step.repeatClient,
      }),
    );
    return now;
  }
  const open = state.shared.orders.filter((order) => REPAYABLE_STATUSES.has(order.status));
  const order = open[step.order % Math.max(1, open.length)];
  if (order === undefined) return now;
  const product = state.shared.products.find(
    (candidate) => candidate.productId === order.productId,
  ) as Product;
  const money = orderMoney(order, product, now);
  const isDelay = step.how === 'extension';
  const amount =
    step.how === 'full'
      ? money.totalDue
      : isDelay
        ? money.delayAmount
        : Math.max(1, Math.floor((money.totalDue * step.percent) / 100));
  if (amount <= 0) return now;
  const payment = addPayment(state, {
    orderId: order.orderId,
    channelNumber: '90006',
    amount,
    isDelay,
    now,
    autoPayMs: null,
  });
  payPayment(state, payment.payCode, now);
  return now;
}

describe('every order stays within the Philippine caps', () => {
  it("today's seed: no order passes a cap on the seed day", () => {
    expect(capBreaches(seedWorld(1, SEED_DAY), START)).toEqual([]);
  });

  it('over products, amounts, terms, payments and clock jumps, no order passes a cap', () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { maxLength: 3 }),
        fc.array(stepArb, { minLength: 1, maxLength: 25 }),
        (extraProducts, steps) => {
          const state = seedWorld(1, SEED_DAY);
          const base = state.shared.products[0] as Product;
          extraProducts.forEach((drawn, index) => {
            state.shared.products.push({ ...base, ...drawn, productId: `PX${index}` });
          });
          let now = START;
          let pushed = 0;
          expect(capBreaches(state, now), 'on the seed day').toEqual([]);
          for (const [index, step] of steps.entries()) {
            if (step.kind === 'push') pushed += 1;
            now = play(state, step, now, pushed);
            expect(
              capBreaches(state, now),
              `after step ${index + 1}, ${JSON.stringify(step)}, at ${now.toISOString()}`,
            ).toEqual([]);
          }
        },
      ),
      { seed, numRuns: 150 * scale },
    );
  });
});
