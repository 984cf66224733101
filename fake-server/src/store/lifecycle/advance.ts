import { isoDate } from '../shared/dates.ts';
import type { WorldState } from '../world.ts';
import { dueClockStep, enterStatus } from './enter-status.ts';
import { type LifecycleChange, payPayment } from './payments.ts';

/** Moves every order as far as the clock takes it by `at`, one change per order moved. */
function stepOrders(state: WorldState, at: Date): LifecycleChange[] {
  const changes: LifecycleChange[] = [];
  const today = isoDate(at);
  for (const order of state.shared.orders) {
    const from = order.status;
    const path = [from];
    // Bounded: each step moves forward along 21 → 151 → 170 → 174 → 180, which ends.
    for (
      let step = dueClockStep(order, at, today);
      step !== undefined;
      step = dueClockStep(order, at, today)
    ) {
      enterStatus(order, step.to, step.day, at);
      path.push(step.to);
    }
    if (path.length > 1)
      changes.push({
        orderId: order.orderId,
        productId: order.productId,
        from,
        to: order.status,
        path,
        via: 'clock',
      });
  }
  return changes;
}

/**
 * Brings a sandbox's orders up to its `now`: the clock transitions that came due (decisions,
 * credits, due dates, overdue) and the payments FAKE_AUTO_PAY_MS pays, in the order they happened,
 * so an automatic payment made before the due date is not charged the penalty of a later day.
 * Returns what changed; nothing when the world is already up to date.
 */
export function advanceLifecycle(state: WorldState, now: Date): LifecycleChange[] {
  const changes: LifecycleChange[] = [];
  const autoPays =
    nextAutoPayAt(state) === undefined
      ? []
      : state.repay.payments
          .filter(
            (payment) =>
              payment.status === 'pending' &&
              payment.autoPayAt !== null &&
              Date.parse(payment.autoPayAt) <= now.getTime(),
          )
          .sort((a, b) => Date.parse(a.autoPayAt ?? '') - Date.parse(b.autoPayAt ?? ''));
  for (const payment of autoPays) {
    const at = new Date(payment.autoPayAt ?? now.toISOString());
    changes.push(...stepOrders(state, at));
    const paid = payPayment(state, payment.payCode, at, `automatic payment ${payment.payCode}`);
    if (paid.ok && paid.change !== undefined) changes.push(paid.change);
    // A code that can no longer be paid (the order was settled meanwhile) is not retried forever.
    if (!paid.ok) {
      payment.status = 'superseded';
      payment.outcome = paid.message;
    }
  }
  changes.push(...stepOrders(state, now));
  return changes;
}

/** The earliest pending automatic payment (ms since epoch), for the server's wake-up timer. */
export function nextAutoPayAt(state: WorldState): number | undefined {
  let next: number | undefined;
  for (const payment of state.repay.payments) {
    if (payment.status !== 'pending' || payment.autoPayAt === null) continue;
    const at = Date.parse(payment.autoPayAt);
    if (next === undefined || at < next) next = at;
  }
  return next;
}
