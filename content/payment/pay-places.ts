/**
 * How a borrower pays with a reference number, one text for every screen that says it: the app's
 * payment guides (`/paymentInstructions`, `/carpmm`) and the fake server's payment notices
 * (`defDetail.payNotice`, shown on the repayment contract page). One name for the code, one biller
 * per wallet and store, the same steps.
 */

import { APP_NAME } from '../brand.ts';

/** The code a borrower pays with, as a label (pay-code box, code pages, contract page). */
export const REFERENCE_LABEL = 'Reference No.';

/** The same code in a sentence. */
export const REFERENCE_NAME = 'reference number';

/** The lender as it is listed in every wallet's and store's Bills menu, under Loans: its brand. */
export const BILLER = APP_NAME;

export interface PayPlace {
  readonly id: 'gcash' | 'maya' | '7eleven';
  /** As the wallet or store calls itself. */
  readonly name: string;
  /** The payment notices' group: an e-wallet, or a store's counter. */
  readonly group: 'E-wallet' | 'Over the counter';
  readonly intro: string;
  /** The steps, with `{reference}` and `{amount}` where the borrower's values go (fillStep). */
  readonly steps: readonly string[];
}

export const PAY_PLACES: readonly PayPlace[] = [
  {
    id: 'gcash',
    name: 'GCash',
    group: 'E-wallet',
    intro: 'Pay in the GCash app through its Bills menu.',
    steps: [
      'Open GCash and tap Bills.',
      `Choose Loans, then ${BILLER}.`,
      'Enter {reference} as the Reference Number and {amount}, then tap Next and confirm.',
      'Keep the receipt as proof of payment.',
    ],
  },
  {
    id: 'maya',
    name: 'Maya',
    group: 'E-wallet',
    intro: 'Pay in the Maya app through its Bills menu.',
    steps: [
      'Open Maya and tap Bills.',
      `Choose Loans, then ${BILLER}.`,
      'Enter {reference} as the Account / Reference Number and {amount}, then tap Continue and confirm.',
      'Keep the receipt as proof of payment.',
    ],
  },
  {
    id: '7eleven',
    name: '7-Eleven',
    group: 'Over the counter',
    intro: 'Pay in cash at any 7-Eleven store with the CLiQQ kiosk.',
    steps: [
      'Go to any 7-Eleven store and find the CLiQQ kiosk.',
      `Tap Bills Payment, choose Loans, then ${BILLER}.`,
      'Enter {reference} as the Reference Number and {amount}, then tap Submit and take the printed slip.',
      'Pay at the counter and keep the deposit slip as proof of payment.',
    ],
  },
];

/**
 * A step with the borrower's reference number and amount (already formatted), or the general
 * wording when they are not known.
 * @example fillStep(PAY_PLACES[0].steps[2], { reference: '1234567890', amount: '₱1,250.00' })
 */
export function fillStep(step: string, values: { reference?: string; amount?: string } = {}): string {
  return step
    .replace('{reference}', values.reference ?? `your ${REFERENCE_NAME}`)
    .replace('{amount}', values.amount ? `the amount ${values.amount}` : 'the amount due');
}
