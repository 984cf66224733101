import { afterEach, describe, expect, it } from 'vitest';
import { noteAccountBound, takeAccountBound } from './account-bound.ts';

afterEach(() => sessionStorage.clear());

describe('account bound note', () => {
  it('is taken once, for its own order only', () => {
    noteAccountBound('ORD170B');
    expect(takeAccountBound('ORD170')).toBe(false);
    expect(takeAccountBound('ORD170B')).toBe(true);
    expect(takeAccountBound('ORD170B')).toBe(false);
  });

  it('is nothing when no account was bound', () => {
    expect(takeAccountBound('ORD174')).toBe(false);
  });
});
