import { describe, expect, it } from 'vitest';
import { median, ratio } from './stats.ts';

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1500])).toBe(1500);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores failed runs (undefined, NaN) and has no median without a value', () => {
    expect(median([undefined, 1800, Number.NaN, 1600, null])).toBe(1700);
    expect(median([])).toBeUndefined();
    expect(median([undefined])).toBeUndefined();
  });
});

describe('ratio', () => {
  it('divides, and is undefined without a baseline', () => {
    expect(ratio(5_000, 20_000)).toBe(0.25);
    expect(ratio(5_000, undefined)).toBeUndefined();
    expect(ratio(5_000, 0)).toBeUndefined();
  });
});
