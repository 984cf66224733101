import { fillStep, PAY_PLACES, REFERENCE_NAME } from '../../../../content/payment/pay-places.ts';
import { codeFor } from '../../store/lifecycle/new-payment.ts';
import { formatMoney } from '../../store/shared/money.ts';
import type { Order } from '../../store/shared/orders.ts';
import type { WorldState } from '../../store/world.ts';

export interface PayNoticeGroup {
  name: string;
  items: { name: string; step: string[] }[];
}

export interface DefDetailView {
  payCode: string;
  logo: string;
  title: string;
  payNotice: PayNoticeGroup[];
}

/** The box's channel: its logo is the store's, and its code is the one every Bills channel takes. */
const BOX_CHANNEL = '90008';

/**
 * The app's payment guide (content/payment/pay-places.ts) with this code and amount, grouped by
 * where to pay: the same steps, biller and name of the code as `/paymentInstructions` and `/carpmm`.
 */
function payNotice(payCode: string, amount: number): PayNoticeGroup[] {
  const groups: PayNoticeGroup[] = [];
  for (const place of PAY_PLACES) {
    let group = groups.find((candidate) => candidate.name === place.group);
    if (group === undefined) {
      group = { name: place.group, items: [] };
      groups.push(group);
    }
    group.items.push({
      name: place.name,
      step: place.steps.map((step) => fillStep(step, { reference: payCode, amount: formatMoney(amount) })),
    });
  }
  return groups;
}

/**
 * The default pay-code box of the repayment pages (it opens the repayment contract page), with the
 * step-by-step notices grouped by where to pay; null when the order has no box. Its code is the
 * order's reference number for this purpose (store/lifecycle/new-payment.ts codeFor): recorded as
 * a pending payment when first shown, so QA can mark it paid, and the same code generate-vcode
 * answers for any Bills channel.
 */
export function defaultPayCode(
  state: WorldState,
  order: Order,
  due: { amount: number; isDelay: boolean; now: Date },
): DefDetailView | null {
  const store = state.shared.channels.find((channel) => channel.channelNumber === BOX_CHANNEL);
  if (!order.repay.payCodeBox || store === undefined) return null;
  const { payCode } = codeFor(state, store, {
    orderId: order.orderId,
    amount: due.amount,
    isDelay: due.isDelay,
    now: due.now,
    autoPayMs: null,
  });
  return {
    payCode,
    logo: store.logo,
    title: `Pay with your ${REFERENCE_NAME}`,
    payNotice: payNotice(payCode, due.amount),
  };
}
