// The order state machine: every status change an order can make, in one table. The
// clock moves (trigger 'clock'), payments (payments.ts) and the admin PATCH all go through it; a
// switch the table lacks is refused unless QA forces it.
import type { OrderStatus } from '../shared/orders.ts';
import { STATUS_LABELS } from '../shared/status-text.ts';

/** What makes a transition happen. */
export type Trigger = 'clock' | 'payment' | 'extension' | 'confirmation';

export interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  trigger: Trigger;
  /** When it happens, for the README, the QA page and refusals. */
  when: string;
}

/** README.md "The loan lifecycle" shows the same table. */
export const TRANSITIONS: readonly Transition[] = [
  {
    from: 21,
    to: 151,
    trigger: 'clock',
    when: 'decided within a day of applying, decision approve (default)',
  },
  { from: 21, to: 110, trigger: 'clock', when: 'decided within a day of applying, decision reject' },
  {
    from: 110,
    to: 151,
    trigger: 'confirmation',
    when: 'the withdrawal is confirmed on the confirmation link',
  },
  { from: 151, to: 170, trigger: 'clock', when: 'credited, 1-3 days after acceptance (fixed per order)' },
  { from: 170, to: 174, trigger: 'clock', when: 'on the due date' },
  { from: 174, to: 180, trigger: 'clock', when: 'the day after the due date (the late penalty starts)' },
  { from: 170, to: 200, trigger: 'payment', when: 'a payment of the full amount completes' },
  { from: 174, to: 200, trigger: 'payment', when: 'a payment of the full amount completes' },
  { from: 180, to: 200, trigger: 'payment', when: 'a payment of the full amount and penalty completes' },
  {
    from: 174,
    to: 170,
    trigger: 'extension',
    when: 'an extension payment completes: the due date moves by the term',
  },
  {
    from: 180,
    to: 170,
    trigger: 'extension',
    when: 'an extension payment completes: the due date moves by the term, penalties cleared',
  },
  {
    from: 180,
    to: 174,
    trigger: 'extension',
    when: 'an extension payment completes and the moved due date is today',
  },
];

/** The statuses an order may switch to from `from` without force. */
export function allowedTargets(from: OrderStatus): OrderStatus[] {
  return [...new Set(TRANSITIONS.filter((t) => t.from === from).map((t) => t.to))];
}

/** Whether the table has a switch from `from` to `to` (staying is always allowed). */
export function isAllowed(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || TRANSITIONS.some((t) => t.from === from && t.to === to);
}

/** "170 Repaying" */
export function statusName(status: OrderStatus): string {
  return `${status} ${STATUS_LABELS[status]}`;
}

/**
 * Why QA cannot switch an order from one status to another, naming the allowed ones.
 * @example refusal('ORD21', 21, 200) // "ORD21 is 21 Under review; from there it can go to 151 Disbursing, 110 Rejected. …"
 */
export function refusal(orderId: string, from: OrderStatus, to: OrderStatus): string {
  const targets = allowedTargets(from);
  const where =
    targets.length === 0
      ? `${statusName(from)} is final; nothing follows it`
      : `from there it can go to ${targets.map(statusName).join(', ')}`;
  return `orderStatus: ${orderId} is ${statusName(from)}; ${where}. ${statusName(to)} does not follow it in the loan lifecycle. Send "force": true to switch anyway (the order's dates are moved to fit).`;
}
