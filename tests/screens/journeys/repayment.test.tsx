import { describe, it, vi } from 'vitest';
import type { RepaymentInfo } from '../../../openapi/generated/model/index.ts';
import { orderPath } from '../support/fake-reads.ts';
import { peso } from '../support/text.ts';
import {
  answer,
  browserBack,
  browserForward,
  choose,
  doubleTap,
  nativeBack,
  often,
  reload,
  slowScreen,
  tap,
  wait,
} from './support/commands.ts';
import { journeyInvariants, type ShownFact } from './support/invariants.ts';
import type { TapSends } from './support/journey.ts';
import { runJourney } from './support/journey.ts';
import { slowScreenModule } from './support/slow-screen.tsx';

// The repayment journey as a borrower walks it, at random: the order page → Repayment → the
// channel sheet → Payment → the code page, with back (native and browser), forward, reload,
// double taps, and slow, failed and dropped answers at any moment.

// The code page's code can be slow to arrive (a first visit on a weak network).
vi.mock('../../../web/src/features/repay/repayment-code-route.tsx', async (original) =>
  slowScreenModule(
    await original<typeof import('../../../web/src/features/repay/repayment-code-route.tsx')>(),
  ),
);

const ORDER = 'ORD174';

const query = () => new URLSearchParams(window.location.search);

/** Minor units of an amount as the screen writes it (₱9,245.70 → 924570). */
function minorUnits(text: string): string {
  return String(Math.round(Number(text.replace(/[₱,]/g, '')) * 100));
}

/** What Payment sends: this page's order, the channel checked in the sheet, the amount shown. */
function paymentSends(): TapSends | undefined {
  const channel = document.querySelector<HTMLInputElement>('input[name="repay-channel"]:checked');
  const amount = document.querySelector('[data-testid="repay-amount"], [data-testid="delay-amount"]');
  if (channel === null || amount?.textContent == null) return undefined;
  return {
    operationId: 'generatePayCode',
    fields: {
      orderId: query().get('orderId') ?? '',
      channelNumber: channel.value,
      amount: minorUnits(amount.textContent),
    },
  };
}

/** The repayment page's amount: the fake world's loan-play-detail for the order now. */
const repayAmount: ShownFact = {
  testId: 'repay-amount',
  truth: async (journey) => {
    if (window.location.pathname !== '/repay') return undefined;
    try {
      const info = await journey.apiData<RepaymentInfo>('/v3/installment/loan-play-detail', {
        productId: query().get('productId') ?? '',
        orderId: query().get('orderId') ?? '',
      });
      return peso(info.repayAmount);
    } catch (refused) {
      // Nothing is owed (settled): no amount due should show.
      return `no amount (${String(refused)})`;
    }
  },
};

/** The code page's amount: what the fake world asks for that code. */
const codeAmount: ShownFact = {
  testId: 'code-amount',
  truth: async (journey) => {
    const payment = journey.rendered
      .sandbox()
      .state.repay.payments.find((candidate) => candidate.payCode === query().get('payCode'));
    return payment === undefined ? 'no such code' : peso(payment.amount);
  },
};

const repaymentSteps = [
  ...often(4, tap('Repayment')),
  ...often(4, tap('Payment Method')),
  ...often(2, choose('GCash', 'Maya', '7-Eleven', 'QR Ph')),
  ...often(4, tap('Payment', { sends: paymentSends })),
  doubleTap('Payment', { sends: paymentSends }),
  tap('Close'),
  tap('Back to my order'),
  nativeBack(),
  browserBack(),
  browserForward(),
  reload(),
  answer('generatePayCode', 'the repayment code'),
  answer('getInstalmentPlan', 'the repayment page'),
  slowScreen('code'),
  wait(),
];

describe('repayment journey (model-based)', () => {
  it('order → repay → channel → pay code → paid: the four invariants hold after every step', async () => {
    await runJourney({
      start: orderPath(ORDER),
      commands: repaymentSteps,
      invariants: journeyInvariants([repayAmount, codeAmount]),
      runs: 12,
      maxSteps: 14,
      pages: ['/repay', '/repaymentOfCode', '/paymentInstructions', '/legacyRepay'],
    });
  }, 60_000);
});
