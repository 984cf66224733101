import { describe, it, vi } from 'vitest';
import type { RepaymentInfo } from '../../../openapi/generated/model/index.ts';
import { orderPath } from '../support/fake-reads.ts';
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
  step,
  tap,
  wait,
} from './support/commands.ts';
import { journeyInvariants } from './support/invariants.ts';
import { journeyTimeout, runJourney } from './support/journey.ts';
import { codeAmount, pageAmount, payAtTheStore, paymentSends } from './support/paying.ts';
import { slowScreenModule } from './support/slow-screen.tsx';

// The repayment journey as a borrower walks it, at random: the order page → Repayment → the
// channel sheet → Payment → the code page → paid at the store, with back (native and browser), forward, reload,
// double taps, and slow, failed and dropped answers at any moment.

// The code page's code can be slow to arrive (a first visit on a weak network).
vi.mock('../../../web/src/features/repay/repayment-code-route.tsx', async (original) =>
  slowScreenModule(
    await original<typeof import('../../../web/src/features/repay/repayment-code-route.tsx')>(),
  ),
);

const ORDER = 'ORD174';

/** The repayment page's amount: the fake world's loan-play-detail for the order now. */
const repayAmount = pageAmount(
  'repay-amount',
  '/repay',
  '/v3/installment/loan-play-detail',
  (info: RepaymentInfo) => info.repayAmount,
);

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
  ...often(2, step('the borrower pays the code at the store', payAtTheStore(ORDER, false))),
  wait(),
];

// The money moment alone, on a weak network: every code page loads slowly, and the borrower
// taps, goes back and forward around Payment.
const paymentRaceSteps = [
  ...often(3, tap('Repayment')),
  ...often(3, tap('Payment Method')),
  choose('GCash', '7-Eleven', 'QR Ph'),
  ...often(3, tap('Payment', { sends: paymentSends })),
  doubleTap('Payment', { sends: paymentSends }),
  answer('generatePayCode', 'the repayment code', ['slow']),
  ...often(2, browserBack()),
  browserForward(),
  nativeBack(),
  wait(),
];

describe('repayment journey (model-based)', () => {
  it(
    'Payment with back and forward while the code page loads: never stuck, one code per tap',
    async () => {
      await runJourney({
        start: orderPath(ORDER),
        commands: paymentRaceSteps,
        invariants: journeyInvariants([repayAmount, codeAmount]),
        runs: 10,
        maxSteps: 10,
        pages: ['/repay', '/repaymentOfCode'],
        slowPages: true,
      });
    },
    journeyTimeout(10),
  );

  it(
    'order → repay → channel → pay code → paid: the four invariants hold after every step',
    async () => {
      await runJourney({
        start: orderPath(ORDER),
        commands: repaymentSteps,
        invariants: journeyInvariants([repayAmount, codeAmount]),
        runs: 10,
        maxSteps: 14,
        pages: ['/repay', '/repaymentOfCode', '/paymentInstructions', '/legacyRepay'],
      });
    },
    journeyTimeout(10),
  );
});
