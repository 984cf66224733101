import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TextValue } from '../../../../openapi/generated/model/index.ts';
import { CONFIRM_LINE, confirmFacts } from './confirm-facts.ts';

const LABELS = [
  CONFIRM_LINE.received,
  CONFIRM_LINE.repaid,
  ...CONFIRM_LINE.disclosure,
  'Loan amount',
  'Loan term',
  'received amount ',
  'Other',
];
const rowArb: fc.Arbitrary<TextValue> = fc.record({
  text: fc.constantFrom(...LABELS),
  value: fc.constantFrom('₱4,750.00', '', '2.69% a month', '91 days'),
});

describe('confirmation facts', () => {
  it('shows every row the server sends exactly once, and leads only with a received amount', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 12 }), (details) => {
        const facts = confirmFacts(details);
        const shown = [facts.received, facts.repaid, ...facts.disclosure, ...facts.rest].filter(
          (row): row is TextValue => row !== null,
        );
        expect(shown).toHaveLength(details.length);
        expect(new Set(shown)).toEqual(new Set(details));
        if (facts.received === null) expect(facts.repaid).toBeNull();
        else expect(facts.received.value.trim()).not.toBe('');
        for (const row of facts.rest)
          expect(CONFIRM_LINE.disclosure.map((label) => label.toLowerCase())).not.toContain(
            row.text.trim().toLowerCase(),
          );
      }),
    );
  });

  it('keeps the server order within each group', () => {
    const details = [
      { text: 'Received amount', value: '₱4,750.00' },
      { text: 'Loan term', value: '91 days' },
      { text: 'Finance charge', value: '₱386.50' },
      { text: 'Interest', value: '₱136.50' },
      { text: 'Loan amount', value: '₱5,000.00' },
    ];
    const facts = confirmFacts(details);
    expect(facts.disclosure.map((row) => row.text)).toEqual(['Finance charge', 'Interest']);
    expect(facts.rest.map((row) => row.text)).toEqual(['Loan term', 'Loan amount']);
    expect(facts.repaid).toBeNull();
  });
});
