import type { HandlerContext } from '../../api/operation.ts';
import { lifecycleEventData, settle } from '../../store/lifecycle/payments.ts';
import { findOrder } from '../../store/shared/lookup.ts';
import { REPAYABLE_STATUSES } from '../../store/shared/order-money.ts';
import type { WorldState } from '../../store/world.ts';
import type { RepayRecord } from './legacy-records.ts';

/**
 * A pending or just-paid repayment blocks new commits of its order this long (800005). Long enough to catch a
 * double tap or a second tab, short enough that a borrower who never got the SMS can try again.
 */
export const PENDING_LOCK_MINUTES = 15;

/** The spec's texts of the two legacy codes, as the scenario presets word them. */
export const REPAY_TWICE = 'Do not submit the repayment twice.';
export const WRONG_CODE = 'The verification code is wrong.';

/**
 * The repayment that makes a new commit of the order a double submission, if any: one waiting for
 * its code, one just paid, or one that paid the order off. An older partial repayment does not
 * block paying the rest.
 */
export function blockingRecord(state: WorldState, orderId: string, now: Date): RepayRecord | undefined {
  const recent = (iso: string) => now.getTime() - Date.parse(iso) < PENDING_LOCK_MINUTES * 60_000;
  const order = state.shared.orders.find((candidate) => candidate.orderId === orderId);
  const stillOwed = order !== undefined && REPAYABLE_STATUSES.has(order.status);
  return state.legacyRepay.records.find(
    (record) =>
      record.orderId === orderId &&
      ((record.status === 'pending' && recent(record.createdAt)) ||
        (record.status === 'done' && (!stillOwed || recent(record.doneAt ?? record.createdAt)))),
  );
}

/**
 * The pending repayment a commit asks to send the SMS code of again: same order, card and amount,
 * still inside its lock, and the commit asks for the SMS (sendMsg 1). The app's resend button does
 * exactly that after its countdown; anything else inside the lock is a second submission (800005).
 */
export function resendableRecord(
  state: WorldState,
  commit: { orderId: string; cardId: string; amount: number; sendMsg: number },
  now: Date,
): RepayRecord | undefined {
  if (commit.sendMsg !== 1) return undefined;
  return state.legacyRepay.records.find(
    (record) =>
      record.status === 'pending' &&
      record.orderId === commit.orderId &&
      record.cardId === commit.cardId &&
      record.amount === commit.amount &&
      now.getTime() - Date.parse(record.createdAt) < PENDING_LOCK_MINUTES * 60_000,
  );
}

/** Pending repayments of the order whose lock ran out: a new commit replaces them. */
export function supersedePending(state: WorldState, orderId: string): void {
  for (const record of state.legacyRepay.records) {
    if (record.orderId === orderId && record.status === 'pending') record.status = 'superseded';
  }
}

/**
 * Completes a repayment through the order lifecycle: one that covered what the order owed settles
 * it (200) and open apps and the QA page hear it, as after any payment; a smaller one counts
 * towards the order (it owes that much less).
 */
export function completeRepayment(ctx: HandlerContext<unknown, unknown>, record: RepayRecord): void {
  const now = ctx.now();
  record.status = 'done';
  record.doneAt = now.toISOString();
  const order = findOrder(ctx.state, record.orderId);
  if (order === undefined || !REPAYABLE_STATUSES.has(order.status)) return;
  order.lifecycle.repaid += record.amount;
  if (!record.paysOff) {
    order.lifecycle.paid += record.amount;
    return;
  }
  const from = order.status;
  settle(order, now);
  ctx.emit(
    'order-updated',
    lifecycleEventData({
      orderId: order.orderId,
      productId: order.productId,
      from,
      to: order.status,
      path: [from, order.status],
      via: 'legacy card repayment',
    }),
  );
}
