import { formatMoney } from '../store/shared/money.ts';
import type { Order } from '../store/shared/orders.ts';
import type { Product } from '../store/shared/products.ts';
import type { WorldState } from '../store/world.ts';

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

function steps(wallet: string, product: Product, payCode: string, amount: number): string[] {
  return [
    `Open ${wallet} and tap Bills.`,
    `Choose Loans, then ${product.name}.`,
    `Enter the reference number ${payCode} and the amount ${formatMoney(amount)}.`,
    'Confirm, then keep the receipt as proof of payment.',
  ];
}

/**
 * The default pay-code box of the repayment pages (it opens the repayment contract page), with the
 * step-by-step notices grouped by where to pay; null when the order has no pay code.
 */
export function defaultPayCode(
  state: WorldState,
  order: Order,
  product: Product,
  amount: number,
): DefDetailView | null {
  const payCode = order.repay.payCode;
  if (payCode === '') return null;
  const store = state.shared.channels.find((channel) => channel.channelNumber === '90008');
  return {
    payCode,
    logo: store?.logo ?? product.logo,
    title: 'Pay with your reference number',
    payNotice: [
      {
        name: 'E-wallet',
        items: [
          { name: 'GCash', step: steps('GCash', product, payCode, amount) },
          { name: 'Maya', step: steps('Maya', product, payCode, amount) },
        ],
      },
      {
        name: 'Over the counter',
        items: [
          {
            name: '7-Eleven',
            step: [
              'Go to any 7-Eleven store and use the CLiQQ kiosk.',
              `Choose Bills Payment, then ${product.name}.`,
              `Enter the reference number ${payCode} and pay ${formatMoney(amount)} at the counter.`,
              'Keep the deposit slip as proof of payment.',
            ],
          },
        ],
      },
    ],
  };
}
