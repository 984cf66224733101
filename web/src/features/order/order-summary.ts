import type { OrderDetail, OrderStatus } from '../../../../openapi/generated/model/index.ts';

/**
 * What the order screen's hero says first: the money and the date the borrower came for.
 *
 * The order answer carries no structured amounts (spec §3: only `userOrderDetail.detail` text/value
 * lines), so the summary reads the server's labelled lines. A line the server does not send (or
 * words differently) is simply left out; with no amount the hero falls back to the status alone.
 */

/** How the hero is accented: calm while repaying, a due-today accent, overdue, … */
export type SummaryMood = 'calm' | 'due' | 'overdue' | 'pending' | 'rejected' | 'settled';

export interface SummaryFact {
  label: string;
  value: string;
  /** Drawn in the warning colour of the mood (an overdue due date, a penalty). */
  alert?: boolean;
}

export interface OrderSummary {
  mood: SummaryMood;
  /** A short flag beside the status: 'Due today', '13 days overdue'; null when there is none. */
  flag: string | null;
  /** The figure in large type, under its label (the server's own wording); null when not sent. */
  amount: SummaryFact | null;
  /** The facts under the amount: due date, penalty, decision time, … */
  facts: SummaryFact[];
  /** What the primary action pays, stated beside it; null when nothing is payable or not sent. */
  payAmount: string | null;
}

/** The detail labels the summary reads, as the lender's server writes them. */
export const LINE = {
  amountDue: 'Amount due',
  dueDate: 'Due date',
  overdueDays: 'Overdue days',
  penalty: 'Penalty',
  loanAmount: 'Loan amount',
  applyDate: 'Apply date',
  receivedAmount: 'Received amount',
  receivingAccount: 'Receiving account',
  arrivesBy: 'Arrives by',
  decisionBy: 'Decision by',
  repaidAmount: 'Repaid amount',
  settledOn: 'Settled on',
} as const;

type Lines = OrderDetail['userOrderDetail']['detail'];

/** The value of the first line with this label (spacing and case aside); undefined when absent or empty. */
function lineValue(lines: Lines, label: string): string | undefined {
  const wanted = label.toLowerCase();
  const line = lines.find((candidate) => candidate.text.trim().toLowerCase() === wanted);
  const value = line?.value.trim();
  return value ? value : undefined;
}

/** '13' → '13 days overdue', '1' → '1 day overdue'; a worded value ('2 weeks') is kept as it is. */
export function overdueFlag(days: string | undefined): string | null {
  if (days === undefined) return null;
  if (!/^\d+$/.test(days)) return `${days} overdue`;
  const count = Number(days);
  if (count <= 0) return null;
  return `${count} ${count === 1 ? 'day' : 'days'} overdue`;
}

/** How the hero names the penalty line: it is already counted in the amount above it. */
export const PENALTY_INCLUDED = 'Penalty included';

/** '₱0.00', '0' → true: an amount with no non-zero digit. */
function isZero(amount: string): boolean {
  return /0/.test(amount) && !/[1-9]/.test(amount);
}

/** The facts named by these labels, those the server sent, in this order. */
function pick(lines: Lines, labels: readonly string[]): SummaryFact[] {
  return labels.flatMap((label) => {
    const value = lineValue(lines, label);
    return value === undefined ? [] : [{ label, value }];
  });
}

function figure(lines: Lines, label: string): SummaryFact | null {
  const value = lineValue(lines, label);
  return value === undefined ? null : { label, value };
}

/**
 * The hero of an order in its status, from the server's detail lines.
 * @example orderSummary(174, lines).flag // 'Due today'
 */
export function orderSummary(status: OrderStatus, lines: Lines): OrderSummary {
  switch (status) {
    case 170:
    case 174:
    case 180: {
      const amount = figure(lines, LINE.amountDue);
      const overdue = status === 180;
      const dueDate = lineValue(lines, LINE.dueDate);
      const penalty = lineValue(lines, LINE.penalty);
      const facts: SummaryFact[] = [];
      if (dueDate !== undefined) facts.push({ label: LINE.dueDate, value: dueDate, alert: overdue });
      // Part of the amount due, said on its own line so the total adds up from what is shown.
      if (penalty !== undefined && !isZero(penalty))
        facts.push({ label: PENALTY_INCLUDED, value: penalty, alert: true });
      return {
        mood: overdue ? 'overdue' : status === 174 ? 'due' : 'calm',
        // 174 is the due day itself (spec §4): said from the status, never from the device clock.
        flag: overdue ? overdueFlag(lineValue(lines, LINE.overdueDays)) : status === 174 ? 'Due today' : null,
        amount,
        facts,
        payAmount: amount?.value ?? null,
      };
    }
    case 21:
      return {
        mood: 'pending',
        flag: null,
        amount: figure(lines, LINE.loanAmount),
        facts: pick(lines, [LINE.decisionBy, LINE.applyDate]),
        payAmount: null,
      };
    case 151:
      return {
        mood: 'pending',
        flag: null,
        amount: figure(lines, LINE.receivedAmount),
        facts: pick(lines, [LINE.arrivesBy, LINE.receivingAccount]),
        payAmount: null,
      };
    case 200:
      return {
        mood: 'settled',
        flag: null,
        amount: figure(lines, LINE.repaidAmount),
        facts: pick(lines, [LINE.settledOn]),
        payAmount: null,
      };
    case 110:
      // Nothing to pay or receive: the hero says what was applied for, in small type, and when.
      return {
        mood: 'rejected',
        flag: null,
        amount: null,
        facts: pick(lines, [LINE.loanAmount, LINE.applyDate]),
        payAmount: null,
      };
  }
}
