import { describe, expect, it } from 'vitest';
import { formatCurrency, formatMoney, formatPeso, groupThousandsDot } from './money';

describe('formatMoney', () => {
  it.each([
    [123456, '1,234.56'],
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [123456789012, '1,234,567,890.12'],
  ])('formats %d minor units as %s', (minor, expected) => {
    expect(formatMoney(minor)).toBe(expected);
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-123456)).toBe('-1,234.56');
    expect(formatMoney(-5)).toBe('-0.05');
  });

  it('rounds fractional minor units and never shows a negative zero', () => {
    expect(formatMoney(150.5)).toBe('1.51');
    expect(formatMoney(-0.4)).toBe('0.00');
    expect(formatMoney(-0)).toBe('0.00');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('shows 0.00 for %s', (value) => {
    expect(formatMoney(value)).toBe('0.00');
  });
});

describe('formatCurrency and formatPeso', () => {
  it('prefixes the sign', () => {
    expect(formatPeso(123456)).toBe('₱1,234.56');
    expect(formatCurrency(123456, '₹')).toBe('₹1,234.56');
    expect(formatPeso(0)).toBe('₱0.00');
    expect(formatPeso(Number.NaN)).toBe('₱0.00');
  });

  it('puts the minus before the currency sign', () => {
    expect(formatPeso(-100)).toBe('-₱1.00');
    expect(formatCurrency(-123456, '₹')).toBe('-₹1,234.56');
  });
});

describe('groupThousandsDot', () => {
  it.each<[number | string, string]>([
    [1234567, '1.234.567'],
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [-1234567, '-1.234.567'],
    ['1234567', '1.234.567'],
    [' 1234 ', '1.234'],
    ['001234', '1.234'],
    [1e21, '1.000.000.000.000.000.000.000'],
  ])('groups %s as %s', (input, expected) => {
    expect(groupThousandsDot(input)).toBe(expected);
  });

  it('keeps a decimal part after a comma without rounding', () => {
    expect(groupThousandsDot(1234567.5)).toBe('1.234.567,5');
    expect(groupThousandsDot('1234.505')).toBe('1.234,505');
    expect(groupThousandsDot('-0.50')).toBe('-0,50');
  });

  it('drops the sign of zero', () => {
    expect(groupThousandsDot('-0')).toBe('0');
    expect(groupThousandsDot('-0.00')).toBe('0,00');
  });

  it.each<number | string>(['', 'abc', '12a', '1,000', '1.2.3', '.5', Number.NaN, Number.POSITIVE_INFINITY])(
    'returns an empty string for %s',
    (input) => {
      expect(groupThousandsDot(input)).toBe('');
    },
  );
});
