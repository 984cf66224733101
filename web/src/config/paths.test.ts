import { describe, expect, it } from 'vitest';
import { parsePageQuery } from '../lib/page-query.ts';
import { href, paths, promotionHref } from './paths.ts';

describe('href', () => {
  it('builds a path with an encoded query, skipping empty values', () => {
    expect(href('repay', { productId: 'P 1', orderId: 'O&1+2', empty: '', none: undefined })).toBe(
      '/repay?productId=P%201&orderId=O%261%2B2',
    );
  });

  it('reads back exactly through the page query parser', () => {
    const query = { productId: 'P 1+x', orderId: 'a/b?c=d&e' };
    const link = href('repay', query);
    expect(parsePageQuery(link.slice(link.indexOf('?')))).toMatchObject(query);
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

describe('promotionHref', () => {
  it('builds a hash route of the promotion entry with its query', () => {
    expect(promotionHref('download', { id: '1', down_id: '', utm_tag: 'pay day' })).toBe(
      '/download?id=1&utm_tag=pay%20day',
    );
  });

  it('builds the whole link to the promotion page', () => {
    expect(promotionHref('register', { id: '2' }, { page: true })).toBe('/promotion.html#/register?id=2');
    expect(promotionHref('agreement', {}, { page: true })).toBe('/promotion.html#/agreement');
  });
});
