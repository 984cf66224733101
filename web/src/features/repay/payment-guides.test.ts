import { describe, expect, it } from 'vitest';
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
});
