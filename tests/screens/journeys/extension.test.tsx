import { describe, it, vi } from 'vitest';
import type { ExtensionInfo } from '../../../openapi/generated/model/index.ts';
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

// The extension journey as a borrower walks it, at random: the order page → Rollover Repayment
// (/repayDelay) → the channel sheet → Payment → the code page of the extension fee → paid at the
// store, with back, forward, reload, double taps, and slow, failed and dropped answers.

vi.mock('../../../web/src/features/repay/repayment-code-route.tsx', async (original) =>
  slowScreenModule(
    await original<typeof import('../../../web/src/features/repay/repayment-code-route.tsx')>(),
  ),
);

const ORDER = 'ORD174R';

/** The extension page's fee: the fake world's extension quote for the order now. */
const delayAmount = pageAmount(
  'delay-amount',
  '/repayDelay',
  '/opponents/pettypy',
  (info: ExtensionInfo) => info.delayInfo.delayAmount,
);

const extensionSteps = [
  ...often(4, tap('Rollover Repayment')),
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
  answer('generatePayCode', 'the extension code'),
  answer('getExtensionQuote', 'the extension page'),
  slowScreen('code'),
  ...often(2, step('the borrower pays the extension fee at the store', payAtTheStore(ORDER, true))),
  wait(),
];

describe('extension journey (model-based)', () => {
  it(
    'order → repayDelay → channel → pay code → extended: the four invariants hold after every step',
    async () => {
      await runJourney({
        start: orderPath(ORDER),
        commands: extensionSteps,
        invariants: journeyInvariants([delayAmount, codeAmount]),
        runs: 10,
        maxSteps: 14,
        pages: ['/repayDelay', '/repaymentOfCode'],
      });
    },
    journeyTimeout(10),
  );
});
