import { describe, expect, it } from 'vitest';
import { contentReport, type Measured } from './content-report.ts';

const measured = (label: string, route: string, times: number[], errors: string[] = []): Measured => ({
  label,
  route,
  marker: 'm',
  times,
  errors,
});

describe('content report', () => {
  const floor = measured('React floor', '', [1400, 1380, 1420]);
  const pages = [
    measured('/repay', '/repay', [2200, 2000, 2100]),
    measured('not-found', '*', [2000, 1900, 1950]),
    measured('/aboutUs', '/aboutUs', [1960, 2010, 1990]),
    measured('/broken', '/broken', [], ['the marker was not visible after 60 s']),
  ];
  const { rows, floorRow, table, checks } = contentReport(pages, floor, 3);

  it('sorts by route with the shell first, and takes ratios of the medians of the same run', () => {
    expect(rows.map((r) => r.label)).toEqual(['not-found', '/aboutUs', '/broken', '/repay']);
    expect(floorRow.median).toBe(1400);
    const repay = rows.find((r) => r.label === '/repay');
    expect(repay).toMatchObject({ median: 2100, min: 2000, max: 2200 });
    expect(repay?.vsShell).toBeCloseTo(2100 / 1950);
    expect(repay?.vsFloor).toBeCloseTo(1.5);
  });

  it('checks both budgets per page, the shell against the floor only; nothing measured is n/a', () => {
    const verdicts = Object.fromEntries(checks.map((c) => [c.budget, c.verdict]));
    expect(verdicts).toEqual({
      'not-found time to content ÷ React floor': 'missed',
      '/aboutUs time to content ÷ shell': 'met',
      '/aboutUs time to content ÷ React floor': 'missed',
      '/broken time to content ÷ shell': 'n/a',
      '/broken time to content ÷ React floor': 'n/a',
      '/repay time to content ÷ shell': 'missed',
      '/repay time to content ÷ React floor': 'missed',
    });
    expect(checks.find((c) => c.budget === '/repay time to content ÷ shell')).toMatchObject({
      measured: '1.08 (2.10 s)',
      limit: '≤ 1.05',
    });
  });

  it('prints the floor first, then a row per page', () => {
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^page\s+content element\s+runs\s+median\s+min–max\s+÷ shell\s+÷ React floor/);
    expect(lines[2]).toMatch(/^React floor .* 3\/3 +1\.40 s +1\.38–1\.42 s +— +1\.00/);
    expect(lines[3]).toMatch(/^not-found .* 1\.95 s .* 1\.00 +1\.39 +— +MISSED$/);
    expect(lines[5]).toMatch(/^\/broken .* 0\/3 +— +— +— +— +— +—$/);
  });
});
