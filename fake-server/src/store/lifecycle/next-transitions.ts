import { addDays, isoDate } from '../shared/dates.ts';
import { formatMoney } from '../shared/money.ts';
import type { OrderMoney } from '../shared/order-money.ts';
import type { Order, OrderStatus } from '../shared/orders.ts';
import { nextClockStep } from './enter-status.ts';
import { repayingStatus } from './payments.ts';
import { statusName, TRANSITIONS, type Trigger } from './transitions.ts';

/** What can happen to an order next, as the QA page shows it. */
export interface NextTransition {
  to: OrderStatus;
  toName: string;
  trigger: Trigger;
  /** When the clock does it (ISO instant); null for payments, confirmations and the decision not taken. */
  at: string | null;
  /** 'on 2026-12-03', 'pay ₱5,330.00 (the full amount)', … */
  how: string;
}

/**
 * The transitions out of the order's status, the clock's own with their dates; of the extension's
 * two ends, the one today's extension would take (the moved due date ahead → 170, today → 174).
 */
export function nextTransitions(order: Order, money: OrderMoney | undefined, now: Date): NextTransition[] {
  const clock = nextClockStep(order);
  const extendedTo = repayingStatus(addDays(order.dueDate, order.termDays), isoDate(now));
  return TRANSITIONS.filter((t) => t.from === order.status).flatMap((t): NextTransition[] => {
    const base = { to: t.to, toName: statusName(t.to), trigger: t.trigger };
    switch (t.trigger) {
      case 'clock': {
        if (clock?.to !== t.to) {
          // The other end of the review: QA switches the decision to take it.
          return [{ ...base, at: null, how: `if the decision is switched: ${t.when}` }];
        }
        return [{ ...base, at: clock.at, how: `${t.when}: ${clock.at.slice(0, 16).replace('T', ' ')} UTC` }];
      }
      case 'payment':
        return [
          {
            ...base,
            at: null,
            how: `pay ${money ? formatMoney(money.totalDue) : 'the amount due'} (${t.when})`,
          },
        ];
      case 'extension': {
        if (t.to !== extendedTo) return [];
        // Listed either way, as the PATCH allows it either way; the app offers it only with rollover.
        const fee = money ? ` ${formatMoney(money.delayAmount)}` : '';
        const needs = order.flags.isDelay === '1' ? '' : ' — needs rollover (isDelay 1) in the app';
        return [{ ...base, at: null, how: `pay the extension fee${fee} (${t.when})${needs}` }];
      }
      default: {
        // 'confirmation': the app reaches it only through a confirmation link.
        const needs = order.flags.playeduL === '' ? ' — needs a confirmation link (playeduL) in the app' : '';
        return [{ ...base, at: null, how: `${t.when}${needs}` }];
      }
    }
  });
}
