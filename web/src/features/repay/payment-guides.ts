/**
 * How to pay with a reference number, by place (spec §2 "Online payment channel guidance"): the
 * Bills menu of two wallets, or a 7-Eleven store. `/paymentInstructions` shows the steps with
 * pictures (web/public/payment-guide/); `/carpmm` shows them as text with the borrower's own code.
 */
export interface GuideStep {
  /** The step, with `{reference}` and `{amount}` where the borrower's values go. */
  readonly text: string;
  readonly image: string;
  /** What the picture shows, for its alt text. */
  readonly picture: string;
}

export interface PaymentGuide {
  readonly id: 'gcash' | 'maya' | '7eleven';
  readonly name: string;
  readonly intro: string;
  readonly steps: readonly GuideStep[];
}

const picture = (file: string) => `/payment-guide/${file}.svg`;

export const PAYMENT_GUIDES: readonly PaymentGuide[] = [
  {
    id: 'gcash',
    name: 'GCash',
    intro: 'Pay in the GCash app through its Bills menu.',
    steps: [
      {
        text: 'Open GCash and tap Bills.',
        image: picture('gcash-1'),
        picture: 'GCash home with Bills highlighted',
      },
      {
        text: 'Choose Loans, then Cash Loan.',
        image: picture('gcash-2'),
        picture: 'GCash billers with Loans and Cash Loan highlighted',
      },
      {
        text: 'Enter {reference} as the Reference Number and {amount}, then tap Next and confirm.',
        image: picture('gcash-3'),
        picture: 'GCash form with the reference number and amount filled in',
      },
      {
        text: 'Keep the receipt as proof of payment.',
        image: picture('gcash-4'),
        picture: 'GCash receipt of a successful payment',
      },
    ],
  },
  {
    id: 'maya',
    name: 'Maya',
    intro: 'Pay in the Maya app through its Bills menu.',
    steps: [
      {
        text: 'Open Maya and tap Bills.',
        image: picture('maya-1'),
        picture: 'Maya home with Bills highlighted',
      },
      {
        text: 'Choose Loans, then Cash Loan.',
        image: picture('maya-2'),
        picture: 'Maya billers with Loans and Cash Loan highlighted',
      },
      {
        text: 'Enter {reference} as the Account / Reference Number and {amount}, then tap Continue and confirm.',
        image: picture('maya-3'),
        picture: 'Maya form with the reference number and amount filled in',
      },
      {
        text: 'Keep the receipt as proof of payment.',
        image: picture('maya-4'),
        picture: 'Maya receipt of a successful payment',
      },
    ],
  },
  {
    id: '7eleven',
    name: '7-Eleven',
    intro: 'Pay in cash at any 7-Eleven store with the CLiQQ kiosk.',
    steps: [
      {
        text: 'Go to any 7-Eleven store and find the CLiQQ kiosk.',
        image: picture('7eleven-1'),
        picture: 'A 7-Eleven store with the CLiQQ kiosk highlighted',
      },
      {
        text: 'Tap Bills Payment, choose Loans, then Cash Loan.',
        image: picture('7eleven-2'),
        picture: 'CLiQQ kiosk menu with Bills Payment highlighted',
      },
      {
        text: 'Enter {reference} as the Reference Number and {amount}, then tap Submit and take the printed slip.',
        image: picture('7eleven-3'),
        picture: 'CLiQQ form with the reference number and amount, and the printed slip',
      },
      {
        text: 'Pay at the counter and keep the deposit slip as proof of payment.',
        image: picture('7eleven-4'),
        picture: 'The counter where the cashier hands over the deposit slip',
      },
    ],
  },
];

/**
 * A step's text with the borrower's reference number and amount, or the general wording.
 * @example stepText(step, { reference: '1234567890', amount: '₱1,250.00' })
 */
export function stepText(step: GuideStep, values: { reference?: string; amount?: string } = {}): string {
  return step.text
    .replace('{reference}', values.reference ?? 'your reference number')
    .replace('{amount}', values.amount ? `the amount ${values.amount}` : 'the amount due');
}
