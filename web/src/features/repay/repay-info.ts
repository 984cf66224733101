import type { DefDetail, ExtensionInfo, RepaymentInfo } from '../../../../openapi/generated/model/index.ts';
import { REPAY_INFO_KEY } from '../../config/storage-keys.ts';

/** Which repayment an answer belongs to: the order and whether it is the extension (isDelay). */
export interface RepayOrder {
  readonly productId: string;
  readonly orderId: string;
  readonly isDelay: boolean;
}

/** What the contract page needs of the last repayment answer (DESIGN §10). */
export interface RepayInfoSnapshot extends RepayOrder {
  /** What the borrower pays now: the repayment amount, or the extension fee. Minor units. */
  readonly amount: number;
  readonly defDetail: DefDetail | null;
}

export function instalmentSnapshot(
  order: Omit<RepayOrder, 'isDelay'>,
  info: RepaymentInfo,
): RepayInfoSnapshot {
  return {
    ...order,
    isDelay: false,
    amount: info.repayAmount,
    defDetail: info.defDetail,
  };
}

export function extensionSnapshot(
  order: Omit<RepayOrder, 'isDelay'>,
  info: ExtensionInfo,
): RepayInfoSnapshot {
  return { ...order, isDelay: true, amount: info.delayInfo.delayAmount, defDetail: info.defDetail };
}

/**
 * Keeps the last repayment answer for the contract page. Storage can be off (private mode): the
 * contract page then loads the answer again.
 * @example saveRepayInfo(instalmentSnapshot(order, info));
 */
export function saveRepayInfo(snapshot: RepayInfoSnapshot): void {
  try {
    sessionStorage.setItem(REPAY_INFO_KEY, JSON.stringify(snapshot));
  } catch {
    // Nothing to do: readRepayInfo answers null and the page asks the server.
  }
}

/**
 * The kept answer if it is about this order and repayment kind and still has the expected shape
 * (a stale or hand-edited value is ignored), else null.
 * @example readRepayInfo({ productId: 'P1001', orderId: 'ORD174', isDelay: false })
 */
export function readRepayInfo(order: RepayOrder): RepayInfoSnapshot | null {
  let value: unknown;
  try {
    value = JSON.parse(sessionStorage.getItem(REPAY_INFO_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isSnapshot(value)) return null;
  const same =
    value.productId === order.productId && value.orderId === order.orderId && value.isDelay === order.isDelay;
  return same ? value : null;
}

type Shape = Record<string, unknown>;
const isRecord = (value: unknown): value is Shape => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const everyOf = (value: unknown, check: (item: unknown) => boolean) =>
  Array.isArray(value) && value.every(check);

function isDefDetail(value: unknown): value is DefDetail {
  return (
    isRecord(value) &&
    isString(value.payCode) &&
    isString(value.logo) &&
    isString(value.title) &&
    everyOf(
      value.payNotice,
      (group) =>
        isRecord(group) &&
        isString(group.name) &&
        everyOf(group.items, (item) => isRecord(item) && isString(item.name) && everyOf(item.step, isString)),
    )
  );
}

function isSnapshot(value: unknown): value is RepayInfoSnapshot {
  return (
    isRecord(value) &&
    isString(value.productId) &&
    isString(value.orderId) &&
    typeof value.isDelay === 'boolean' &&
    Number.isFinite(value.amount) &&
    (value.defDetail === null || isDefDetail(value.defDetail))
  );
}

/**
 * The contract page asks only when the tab keeps no repayment answer (sessionStorage `repayInfo`,
 * DESIGN §10, written by the repayment pages): with one, it may show that and ask nothing. Any kept
 * value sends nothing early, even one the page would ignore (another order, an old shape).
 */
export function keepsNoRepayAnswer(): boolean {
  try {
    return sessionStorage.getItem(REPAY_INFO_KEY) === null;
  } catch {
    return false;
  }
}
