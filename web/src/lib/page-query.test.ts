import { afterEach, describe, expect, it } from 'vitest';
import { parseHashQuery, parsePageQuery, readHashQuery, readPageQuery } from './page-query';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('parsePageQuery', () => {
  it('parses with or without the leading question mark', () => {
    expect(parsePageQuery('?a=1&b=2')).toEqual({ a: '1', b: '2' });
    expect(parsePageQuery('a=1&b=2')).toEqual({ a: '1', b: '2' });
  });

  it('returns an empty map for empty input', () => {
    expect(parsePageQuery('')).toEqual({});
    expect(parsePageQuery('?')).toEqual({});
    expect(parsePageQuery('?&&')).toEqual({});
  });

  it('decodes keys and values', () => {
    expect(parsePageQuery('?name=Juan%20Dela%20Cruz&t%C3%A9st=%E2%82%B1')).toEqual({
      name: 'Juan Dela Cruz',
      tést: '₱',
    });
  });

  it('keeps a plus sign literal so base64 session tokens survive', () => {
    expect(parsePageQuery('?sessionId=ab+cd/ef==')).toEqual({ sessionId: 'ab+cd/ef==' });
  });

  it('keeps an = inside the value', () => {
    expect(parsePageQuery('?token=a=b=c')).toEqual({ token: 'a=b=c' });
  });

  it('keeps a malformed escape as written', () => {
    expect(parsePageQuery('?bad=%E0%A4%A&ok=1')).toEqual({ bad: '%E0%A4%A', ok: '1' });
  });

  it('lets the last value of a repeated key win', () => {
    expect(parsePageQuery('?a=1&a=2&a=3')).toEqual({ a: '3' });
  });

  it('reads a key without = as an empty value and skips empty keys', () => {
    expect(parsePageQuery('?flag&=orphan&b=')).toEqual({ flag: '', b: '' });
  });

  it('ignores anything after a hash', () => {
    expect(parsePageQuery('?a=1#/route?b=2')).toEqual({ a: '1' });
  });

  it('fills productId from product_id and the other way round', () => {
    expect(parsePageQuery('?product_id=7')).toEqual({ product_id: '7', productId: '7' });
    expect(parsePageQuery('?productId=8&orderId=9')).toEqual({
      productId: '8',
      product_id: '8',
      orderId: '9',
    });
  });

  it('keeps both product ids as given when both are present', () => {
    expect(parsePageQuery('?product_id=1&productId=2')).toEqual({ product_id: '1', productId: '2' });
  });

  it('mirrors an empty product id too', () => {
    expect(parsePageQuery('?productId=')).toEqual({ productId: '', product_id: '' });
  });
});

describe('parseHashQuery', () => {
  it('parses the query of a hash route', () => {
    expect(parseHashQuery('#/register?app_from=x&links_id=5')).toEqual({ app_from: 'x', links_id: '5' });
  });

  it('returns an empty map when the hash has no query', () => {
    expect(parseHashQuery('#/register')).toEqual({});
    expect(parseHashQuery('')).toEqual({});
  });

  it('applies the product id rule', () => {
    expect(parseHashQuery('#/download?product_id=3')).toEqual({ product_id: '3', productId: '3' });
  });
});

describe('readPageQuery and readHashQuery', () => {
  it('read the current address', () => {
    window.history.replaceState(null, '', '/confirm?productId=5&orderId=6#/agreement?id=9');
    expect(readPageQuery()).toEqual({ productId: '5', product_id: '5', orderId: '6', id: '9' });
    expect(readHashQuery()).toEqual({ id: '9' });
  });

  it('return empty maps on a bare address', () => {
    expect(readPageQuery()).toEqual({});
    expect(readHashQuery()).toEqual({});
  });
});

describe('readPageQuery with a hash route', () => {
  it('reads the address query and the hash route query, the hash route winning', () => {
    window.history.replaceState(null, '', '/promotion.html?sessionId=S1&id=1#/register?id=2&utm_tag=x');
    expect(readPageQuery()).toEqual({ sessionId: 'S1', id: '2', utm_tag: 'x' });
    window.history.replaceState(null, '', '/');
  });
});
