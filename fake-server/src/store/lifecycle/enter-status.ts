import { addDays, isoDate } from '../shared/dates.ts';
import type { Order, OrderStatus } from '../shared/orders.ts';

const HOUR_MS = 3_600_000;

/**
 * Puts an order in a status as of `day` (the day the change happens: the clock's natural day, or
 * today for a QA switch), moving its dates so they fit it. Without this a switched order would
 * contradict itself (a Due order with a due date next month) and the clock would move it again
 * at once. Dates that already fit are kept.
 */
export function enterStatus(order: Order, to: OrderStatus, day: string, now: Date): void {
  const life = order.lifecycle;
  const from = order.status;
  order.status = to;
  switch (to) {
    case 21:
      order.appliedAt = day;
      order.dueDate = addDays(day, order.termDays);
      // A day to decide, counted from the switch (a QA switch back to review restarts it).
      life.decisionAt = new Date(now.getTime() + 24 * HOUR_MS).toISOString();
      life.creditDate = '';
      break;
    case 110:
      break;
    case 151:
      order.disbursedAt = day;
      life.creditDate = addDays(day, life.creditDays);
      order.dueDate = addDays(life.creditDate, order.termDays);
      break;
    case 170:
      // Credited now: the term starts today. Coming back any other way, keep a due date still ahead.
      if (from === 151 || from === 21 || from === 110) {
        life.creditDate = day;
        order.dueDate = addDays(day, order.termDays);
      } else if (order.dueDate <= day) {
        order.dueDate = addDays(day, order.termDays);
      }
      break;
    case 174:
      order.dueDate = day;
      break;
    case 180:
      if (order.dueDate >= day) order.dueDate = addDays(day, -1);
      break;
    case 200:
      order.settledAt = day;
      break;
  }
  if (life.creditDate === '' && to !== 21 && to !== 110 && to !== 151) life.creditDate = order.disbursedAt;
}

/** When the clock next moves an order (ISO instant), or undefined when only a payment or QA can. */
export function nextClockStep(order: Order): { to: OrderStatus; at: string } | undefined {
  const life = order.lifecycle;
  const midnight = (date: string) => `${date}T00:00:00.000Z`;
  switch (order.status) {
    case 21:
      return { to: life.decision === 'approve' ? 151 : 110, at: life.decisionAt };
    case 151:
      return life.creditDate === '' ? undefined : { to: 170, at: midnight(life.creditDate) };
    case 170:
      return { to: 174, at: midnight(order.dueDate) };
    case 174:
      return { to: 180, at: midnight(addDays(order.dueDate, 1)) };
    default:
      return undefined;
  }
}

/**
 * Whether the clock may move the order by `now` (`today` is now's YYYY-MM-DD): the same instants as
 * nextClockStep's, compared without building them. Every call of a sandbox asks this of each of
 * its orders, and nearly always the answer is no: it must be cheap.
 */
function clockStepDue(order: Order, now: Date, today: string): boolean {
  const life = order.lifecycle;
  switch (order.status) {
    case 21:
      return Date.parse(life.decisionAt) <= now.getTime();
    case 151:
      return life.creditDate !== '' && life.creditDate <= today;
    case 170:
      return order.dueDate <= today;
    case 174:
      // Due at the midnight after the due date.
      return order.dueDate < today;
    default:
      return false;
  }
}

/**
 * The clock transition due for an order by `now`, with the day it happened (the day of its
 * instant); undefined when none is due yet. `today` is now's day, when the caller has it.
 */
export function dueClockStep(
  order: Order,
  now: Date,
  today: string = isoDate(now),
): { to: OrderStatus; day: string } | undefined {
  if (!clockStepDue(order, now, today)) return undefined;
  const next = nextClockStep(order);
  if (next === undefined || now.getTime() < Date.parse(next.at)) return undefined;
  // Every instant here is UTC ISO (…Z), so its first ten characters are its day.
  return { to: next.to, day: next.at.slice(0, 10) };
}
