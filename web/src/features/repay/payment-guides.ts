import { fillStep, PAY_PLACES, type PayPlace } from '../../../../content/payment/pay-places.ts';

/**
 * How to pay with a reference number, by place (spec §2 "Online payment channel guidance"): the
 * Bills menu of two wallets, or a 7-Eleven store. The texts are content/payment/pay-places.ts, the
 * same the fake server's payment notices use; here each step gets its picture. `/paymentInstructions`
 * shows the steps with pictures (web/public/payment-guide/); `/carpmm` shows them as text with the
 * borrower's own code.
 */
export interface GuideStep {
  /** The step, with `{reference}` and `{amount}` where the borrower's values go. */
  readonly text: string;
  readonly image: string;
  /** What the picture shows, for its alt text. */
  readonly picture: string;
}

export interface PaymentGuide {
  readonly id: PayPlace['id'];
  readonly name: string;
  readonly intro: string;
  readonly steps: readonly GuideStep[];
}

/** What each step's picture shows, per place, in step order. */
const PICTURES: Record<PayPlace['id'], readonly string[]> = {
  gcash: [
    'GCash home with Bills highlighted',
    'GCash billers with Loans and Pera Loan highlighted',
    'GCash form with the reference number and amount filled in',
    'GCash receipt of a successful payment',
  ],
  maya: [
    'Maya home with Bills highlighted',
    'Maya billers with Loans and Pera Loan highlighted',
    'Maya form with the reference number and amount filled in',
    'Maya receipt of a successful payment',
  ],
  '7eleven': [
    'A 7-Eleven store with the CLiQQ kiosk highlighted',
    'CLiQQ kiosk menu with Bills Payment highlighted',
    'CLiQQ form with the reference number and amount, and the printed slip',
    'The counter where the cashier hands over the deposit slip',
  ],
};

export const PAYMENT_GUIDES: readonly PaymentGuide[] = PAY_PLACES.map((place) => ({
  id: place.id,
  name: place.name,
  intro: place.intro,
  steps: place.steps.map((text, index) => ({
    text,
    image: `/payment-guide/${place.id}-${index + 1}.svg`,
    picture: PICTURES[place.id][index] ?? `${place.name} step ${index + 1}`,
  })),
}));

/**
 * A step's text with the borrower's reference number and amount, or the general wording.
 * @example stepText(step, { reference: '1234567890', amount: '₱1,250.00' })
 */
export function stepText(step: GuideStep, values: { reference?: string; amount?: string } = {}): string {
  return fillStep(step.text, values);
}
