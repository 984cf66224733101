import { LIFECYCLE_PARTS } from '../../../../fake-server/src/store/lifecycle/lifecycle-runner.ts';
import { payPayment } from '../../../../fake-server/src/store/lifecycle/payments.ts';
import { sendNativeEvent } from '../../support/native-shell.ts';
import { peso } from '../../support/text.ts';
import type { ShownFact } from './invariants.ts';
import type { Journey, TapSends } from './journey.ts';

// What the repayment and extension journeys share: what Payment should send, the code page's
// amount against the fake world, and a payment made at the store.

/** The page's query (its order). */
export const pageQuery = () => new URLSearchParams(window.location.search);

/** Minor units of an amount as the screen writes it (₱9,245.70 → 924570). */
export function minorUnits(text: string): string {
  return String(Math.round(Number(text.replace(/[₱,]/g, '')) * 100));
}

/** What Payment sends: this page's order, the channel checked in the sheet, the amount shown. */
export function paymentSends(): TapSends | undefined {
  const channel = document.querySelector<HTMLInputElement>('input[name="repay-channel"]:checked');
  const amount = document.querySelector('[data-testid="repay-amount"], [data-testid="delay-amount"]');
  if (channel === null || amount?.textContent == null) return undefined;
  const isDelay = window.location.pathname === '/repayDelay';
  return {
    operationId: 'generatePayCode',
    fields: {
      orderId: pageQuery().get('orderId') ?? '',
      channelNumber: channel.value,
      amount: minorUnits(amount.textContent),
      ...(isDelay ? { isDelay: '1' } : {}),
    },
  };
}

/** The code page's amount: what the fake world asks for that code now. */
export const codeAmount: ShownFact = {
  testId: 'code-amount',
  truth: async (journey) => {
    const payment = journey.rendered
      .sandbox()
      .state.repay.payments.find((candidate) => candidate.payCode === pageQuery().get('payCode'));
    return payment === undefined ? 'no such code' : peso(payment.amount);
  },
};

/**
 * The borrower pays the newest pending code of the order (the repayment or the extension fee) at
 * the store, as QA's Mark paid does, and the shell resumes the app (as the dev kit plays it).
 */
export function payAtTheStore(orderId: string, isDelay: boolean) {
  return (journey: Journey): void => {
    const sandbox = journey.rendered.sandbox();
    const { server } = journey.rendered.world;
    const payment = sandbox.state.repay.payments
      .filter((candidate) => candidate.orderId === orderId && candidate.status === 'pending')
      .filter((candidate) => candidate.isDelay === isDelay)
      .at(-1);
    if (payment === undefined) return;
    const paid = payPayment(sandbox.state, payment.payCode, server.nowOf(sandbox));
    if (!paid.ok) return;
    server.sandboxes.commit(sandbox, LIFECYCLE_PARTS);
    sendNativeEvent('resume');
  };
}

/**
 * An amount a repayment page shows (by test id), against what the fake world's answer for this
 * page's order says now; off that page, nothing to compare. A refusal (settled, no extension on
 * offer) means no amount should show.
 * @example pageAmount('repay-amount', '/repay', '/v3/installment/loan-play-detail', (info: RepaymentInfo) => info.repayAmount)
 */
export function pageAmount<T>(
  testId: string,
  pathname: string,
  apiPath: string,
  amountOf: (answer: T) => number,
): ShownFact {
  return {
    testId,
    truth: async (journey) => {
      if (window.location.pathname !== pathname) return undefined;
      try {
        const answer = await journey.apiData<T>(apiPath, {
          productId: pageQuery().get('productId') ?? '',
          orderId: pageQuery().get('orderId') ?? '',
        });
        return peso(amountOf(answer));
      } catch (refused) {
        return `no amount (${String(refused)})`;
      }
    },
  };
}
