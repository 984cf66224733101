import { describe, expect, it } from 'vitest';
import { change, compareRow, comparisonReport } from './content-compare.ts';

describe('content times against another build', () => {
  it('reads the change from the rounds where both loads succeeded, each round a pair', () => {
    const row = compareRow({
      label: '/repay',
      here: [1100, 2000, undefined, 1030],
      against: [1000, 2000, 900, 1000],
    });
    // Ratios 1.10, 1.00, 1.03: their median, not the medians' ratio (1030 / 1000).
    expect(row.pairedRatio).toBeCloseTo(1.03);
    expect(row.pairs).toBe(3);
    expect(row.hereMedian).toBe(1100);
    expect(row.againstMedian).toBe(1000);
  });

  it('misses the budget for a page more than 5 % slower and lists the slowest first', () => {
    const { rows, checks, table } = comparisonReport(
      [
        { label: '/fast', here: [950, 960, 970], against: [1000, 1000, 1000] },
        { label: '/slow', here: [1080, 1070, 1090], against: [1000, 1000, 1000] },
      ],
      3,
      'main@abc123',
    );
    expect(rows.map((row) => row.label)).toEqual(['/slow', '/fast']);
    expect(checks.map((check) => [check.budget, check.verdict])).toEqual([
      ['/slow time to content vs main@abc123', 'missed'],
      ['/fast time to content vs main@abc123', 'met'],
    ]);
    expect(table).toContain('+8.0 %');
    expect(table).toContain('−4.0 %');
  });

  it('writes a change as a signed percentage', () => {
    expect(change(1.062)).toBe('+6.2 %');
    expect(change(0.9)).toBe('−10.0 %');
    expect(change(undefined)).toBeUndefined();
  });
});
