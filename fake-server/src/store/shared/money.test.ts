import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('formatMoney', () => {
  it('writes sign, thousands and two decimals', () => {
    expect(formatMoney(500000)).toBe('₱5,000.00');
    expect(formatMoney(146229)).toBe('₱1,462.29');
    expect(formatMoney(5)).toBe('₱0.05');
    expect(formatMoney(0)).toBe('₱0.00');
    expect(formatMoney(-123456789)).toBe('₱-1,234,567.89');
    expect(formatMoney(100000000000, '')).toBe('1,000,000,000.00');
  });

  // Up to ₱100 billion: beyond, Intl's input (minor / 100 as a float) is itself no longer exact.
  it('agrees with Intl for every whole amount of minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (minor) => {
        expect(formatMoney(minor)).toBe(`₱${intl.format(minor / 100)}`);
      }),
      { numRuns: 5000 },
    );
  });

  it('leaves what is not a whole amount to Intl', () => {
    expect(formatMoney(12345.6)).toBe(`₱${intl.format(123.456)}`);
    expect(formatMoney(Number.NaN)).toBe('₱NaN');
  });
});
