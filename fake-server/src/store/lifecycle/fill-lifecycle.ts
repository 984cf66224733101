import { addDays } from '../shared/dates.ts';
import { creditDaysOf } from '../shared/orders.ts';
import { dayInWorldRange, FIRST_WORLD_DAY } from '../shared/world-range.ts';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
/**
 * A day read from a file that may hold anything: '' unless it is a day in the world's range, so a
 * bad date is named by the schema check that follows (on its own field), never thrown here.
 */
const day = (value: unknown) => {
  const given = text(value, '');
  return /^\d{4}-\d{2}-\d{2}$/.test(given) && dayInWorldRange(given) ? given : '';
};

/** The lifecycle an order saved before it existed gets: the one its status and dates imply. */
function lifecycleOf(order: Json): Json {
  const orderId = text(order.orderId, '');
  const status = order.status;
  const disbursedAt = day(order.disbursedAt);
  const creditDays = creditDaysOf(orderId);
  const applied = day(order.appliedAt) || disbursedAt;
  const after = (from: string, days: number) => (from === '' ? '' : addDays(from, days));
  return {
    decision: 'approve',
    decisionAt: `${after(applied, 1) || FIRST_WORLD_DAY}T00:00:00.000Z`,
    creditDays,
    creditDate:
      status === 21 || status === 110 ? '' : status === 151 ? after(disbursedAt, creditDays) : disbursedAt,
    repeatClient: false,
    paid: 0,
    repaid: 0,
    charged: 0,
  };
}

/**
 * Fills, in place, what a world saved before the order lifecycle lacks (FAKE_DB rows and exports
 * written by an older checkout): each order's lifecycle (and repaid total, pay-code box), and each pay code's status (paid: the old
 * server never knew otherwise, and an old code must not settle an order now). Newer worlds are
 * left as they are; the slice schemas check the result.
 */
export function fillLifecycle(world: unknown): void {
  if (!isRecord(world)) return;
  const shared = world.shared;
  if (isRecord(shared) && Array.isArray(shared.orders)) {
    for (const order of shared.orders) {
      if (!isRecord(order)) continue;
      if (order.lifecycle === undefined) order.lifecycle = lifecycleOf(order);
      // Repaid totals and the pay-code box came later: nothing repaid on record, the box where a code was.
      if (isRecord(order.lifecycle) && order.lifecycle.repaid === undefined) order.lifecycle.repaid = 0;
      // So did the charges of earlier periods: none on record.
      if (isRecord(order.lifecycle) && order.lifecycle.charged === undefined) order.lifecycle.charged = 0;
      if (isRecord(order.repay) && order.repay.payCodeBox === undefined)
        order.repay.payCodeBox = text(order.repay.payCode, '') !== '';
    }
  }
  const repay = world.repay;
  if (isRecord(repay) && Array.isArray(repay.payments)) {
    for (const payment of repay.payments) {
      if (!isRecord(payment) || payment.status !== undefined) continue;
      Object.assign(payment, {
        status: 'paid',
        paidAt: null,
        outcome: 'made before payments could complete',
        autoPayAt: null,
      });
    }
    if (repay.issued === undefined) repay.issued = repay.payments.length;
  }
}
