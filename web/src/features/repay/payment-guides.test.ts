import { describe, expect, it } from 'vitest';
import { BILLER } from '../../../../content/payment/pay-places.ts';
import { PAYMENT_GUIDES, stepText } from './payment-guides.ts';

describe('payment guides', () => {
  it('cover two wallets and a store, each step with its own local picture', () => {
    expect(PAYMENT_GUIDES.map((guide) => guide.name)).toEqual(['GCash', 'Maya', '7-Eleven']);
    const images = PAYMENT_GUIDES.flatMap((guide) => guide.steps.map((step) => step.image));
    expect(new Set(images).size).toBe(images.length);
    for (const image of images) expect(image).toMatch(/^\/payment-guide\/[\w-]+\.svg$/);
  });

  it("fill in the borrower's reference number and amount, or say it in general", () => {
    const step = PAYMENT_GUIDES[0]?.steps[2];
    if (!step) throw new Error('GCash has a third step');
    expect(stepText(step, { reference: '1234567890', amount: '₱1,250.00' })).toBe(
      'Enter 1234567890 as the Reference Number and the amount ₱1,250.00, then tap Next and confirm.',
    );
    expect(stepText(step)).toBe(
      'Enter your reference number as the Reference Number and the amount due, then tap Next and confirm.',
    );
  });

  it('name one biller, the lender, in every place, as the fake server’s payment notices do', () => {
    for (const guide of PAYMENT_GUIDES) {
      const text = guide.steps.map((step) => stepText(step)).join(' ');
      expect(text, guide.name).toContain(`Loans, then ${BILLER}.`);
      expect(text, guide.name).not.toMatch(/Cash Loan|contract number|payment code/i);
    }
  });
});
