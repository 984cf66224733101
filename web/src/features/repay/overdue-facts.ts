import type { RepayPlanItem, TextValue } from '../../../../openapi/generated/model/index.ts';

/**
 * The overdue facts of a repayment answer, read from its own rows (the contract has no overdue
 * field): the 'Overdue days' row and the 'Penalty' row of loan-play-detail, the penalty line of
 * the extension plan ('Penalty, 20 days overdue'). No row, no fact: the page shows what the
 * server says and nothing it guesses.
 */
export interface OverdueFacts {
  /** Days past the due date; null when the answer does not say the order is overdue. */
  readonly days: number | null;
  /** The penalty row as the server wrote it; null when there is none. */
  readonly penalty: TextValue | null;
  /** What the penalty is a share of ('5% a month of ₱9,850.00 for 13 days'); null when not said. */
  readonly basis: string | null;
  /** The other rows, in the server's order: the spec's first-two-rows rule applies to these. */
  readonly rest: readonly TextValue[];
}

const PENALTY = /penalt/i;
const BASIS = /basis/i;
const OVERDUE_DAYS = /overdue/i;
const DAYS_IN_TEXT = /(\d+)\s*days?\s+overdue/i;

function positiveWhole(text: string): number | null {
  const days = Number.parseInt(text.trim(), 10);
  return Number.isInteger(days) && days > 0 ? days : null;
}

/**
 * Splits loan-play-detail's rows into the overdue summary and the rest.
 * @example overdueFacts([{ text: 'Penalty', value: '₱10.00' }, { text: 'Overdue days', value: '3' }])
 * // { days: 3, penalty: { text: 'Penalty', value: '₱10.00' }, basis: null, rest: [] }
 */
export function overdueFacts(detail: readonly TextValue[]): OverdueFacts {
  const penalty = detail.find((row) => PENALTY.test(row.text) && !BASIS.test(row.text)) ?? null;
  const basisRow = penalty ? (detail.find((row) => BASIS.test(row.text)) ?? null) : null;
  const daysRow = detail.find((row) => row !== penalty && OVERDUE_DAYS.test(row.text)) ?? null;
  const days = daysRow ? positiveWhole(daysRow.value) : null;
  // A days row that says nothing overdue ('0') stays an ordinary row.
  const summary = new Set<TextValue | null>([penalty, basisRow, days === null ? null : daysRow]);
  return {
    days,
    penalty,
    basis: basisRow?.value ?? null,
    rest: detail.filter((row) => !summary.has(row)),
  };
}

/**
 * The days overdue an extension plan states in its penalty line, or null.
 * @example planOverdueDays([{ remark: 'Pay now', title: 'Penalty, 20 days overdue', amount: 1, time: '' }]) // 20
 */
export function planOverdueDays(plan: readonly RepayPlanItem[]): number | null {
  for (const row of plan) {
    const match = DAYS_IN_TEXT.exec(`${row.remark} ${row.title}`);
    if (match?.[1]) return positiveWhole(match[1]);
  }
  return null;
}

/** Is this plan line the penalty (shown in the danger colour)? */
export function isPenaltyLine(row: RepayPlanItem): boolean {
  return PENALTY.test(row.title) || PENALTY.test(row.remark);
}

/** '1 day overdue', '20 days overdue'. */
export function overdueLabel(days: number): string {
  return days === 1 ? '1 day overdue' : `${days} days overdue`;
}
