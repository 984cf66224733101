import { describe, expect, it } from 'vitest';
import { href, paths } from './paths.ts';

describe('href', () => {
  it('builds a path with an encoded query, skipping empty values', () => {
    expect(href('repay', { productId: 'P 1', orderId: 'O&1', empty: '', none: undefined })).toBe(
      '/repay?productId=P+1&orderId=O%261',
    );
  });

  it('answers the bare path without a query', () => {
    expect(href('loanDetail')).toBe('/loanDetail');
  });

  it('keeps the spec fixed paths exactly', () => {
    expect(paths.repaymentOfCode2).toBe('/repaymentOfCode2');
    expect(paths.complainPageNext).toBe('/complainPageNext');
    expect(paths.officialLoan).toBe('/Loan');
  });
});
