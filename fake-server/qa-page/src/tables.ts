// What the page shows of the server's own tables: the statuses and their names, the flags QA
// switch, the money format. Imported from the server's table files, never restated here.
import { formatMoney } from '../../src/store/shared/money.ts';
import { ORDER_STATUSES, REPAYABLE_STATUSES, STATUS_LABELS } from '../../src/store/shared/order-statuses.ts';

export { REVIEW_DECISIONS } from '../../src/store/shared/order-statuses.ts';
export { FLAG_SWITCHES, isFlagOn } from '../../src/store/shared/qa-flag-switches.ts';

/** The status picker's choices, in the server's order: value '170', label '170 Repaying'. */
export const STATUS_CHOICES: readonly { value: number; label: string }[] = ORDER_STATUSES.map((status) => ({
  value: status,
  label: `${status} ${STATUS_LABELS[status]}`,
}));

/** '170 Repaying'; an unknown code alone. */
export function statusName(code: number): string {
  return STATUS_CHOICES.find((choice) => choice.value === code)?.label ?? String(code);
}

/** Whether an order in this status owes its amount due. */
export function isRepayable(status: number): boolean {
  return REPAYABLE_STATUSES.has(status);
}

/** Integer centavos as the app shows money: ₱1,234.56. */
export function peso(centavos: number): string {
  return formatMoney(centavos);
}
