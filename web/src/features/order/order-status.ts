import type { OrderDetail, OrderStatus } from '../../../../openapi/generated/model/index.ts';
import { isHttpLink } from '../../lib/links.ts';

/** What the order screen draws for a status (spec §4, DESIGN §5). */
export type StatusTone = 'black' | 'red' | 'green';
export type StatusIconName =
  | 'review'
  | 'rejected'
  | 'disbursing'
  | 'repaying'
  | 'due'
  | 'overdue'
  | 'settled';
export type OrderButton = 'repay' | 'rollover' | 'repayment' | 'borrowAgain' | 'cancel' | 'moreProducts';

export interface StatusView {
  /** Shown when the server sends no status text. */
  label: string;
  tone: StatusTone;
  icon: StatusIconName;
  buttons: OrderButton[];
}

const BASE: Record<OrderStatus, Omit<StatusView, 'buttons'>> = {
  21: { label: 'Under review', tone: 'black', icon: 'review' },
  110: { label: 'Rejected', tone: 'red', icon: 'rejected' },
  151: { label: 'Disbursing', tone: 'black', icon: 'disbursing' },
  170: { label: 'Repaying', tone: 'black', icon: 'repaying' },
  174: { label: 'Due', tone: 'black', icon: 'due' },
  180: { label: 'Overdue', tone: 'red', icon: 'overdue' },
  200: { label: 'Settled', tone: 'green', icon: 'settled' },
};

function buttonsFor(status: OrderStatus, isDelay: OrderDetail['isDelay']): OrderButton[] {
  switch (status) {
    case 110:
      return ['cancel', 'moreProducts'];
    case 170:
      return ['repayment'];
    case 174:
    case 180:
      return isDelay === '1' ? ['repay', 'rollover'] : ['repayment'];
    case 200:
      return ['borrowAgain'];
    default:
      return [];
  }
}

/**
 * The view of an order status: label, colour, icon and the buttons it offers.
 * @example statusView(174, '1').buttons // ['repay', 'rollover']
 */
export function statusView(status: OrderStatus, isDelay: OrderDetail['isDelay']): StatusView {
  return { ...BASE[status], buttons: buttonsFor(status, isDelay) };
}

/**
 * Spec §4: when the status is not 21 and a confirmation link exists, the page goes there at once.
 * Only http(s) links are followed, so a malformed or script link can never be opened.
 */
export function confirmationRedirect(detail: Pick<OrderDetail, 'orderStatus' | 'playeduL'>): string | null {
  if (detail.orderStatus === 21) return null;
  return isHttpLink(detail.playeduL) ? detail.playeduL.trim() : null;
}

/** Rating: under 4 stars thanks the borrower in the page; 4 and 5 open the native store rating. */
export const NATIVE_RATING_FROM_STARS = 4;
