/**
 * The content section with `--against` (pure: unit-tested): each page of this checkout's build and
 * of another build loaded back to back, in alternating order, so a busy minute on the machine
 * weighs on both sides alike. Per page: each side's median, their ratio, and the median of the
 * per-round ratios (each round's two loads ran within seconds of each other), which is the figure
 * the budget reads.
 */
import { BUDGETS } from './budgets.ts';
import { budgetCell, formatTable, seconds, verdict, verdictCell } from './format.ts';
import type { BudgetCheck } from './section.ts';
import { median, ratio } from './stats.ts';

export interface PairedPage {
  label: string;
  /** One entry per round, undefined for a failed load: index i of both sides ran back to back. */
  here: (number | undefined)[];
  against: (number | undefined)[];
}

export interface ComparisonRow {
  label: string;
  hereMedian?: number;
  againstMedian?: number;
  /** hereMedian ÷ againstMedian. */
  ratioOfMedians?: number;
  /** The median over the rounds where both loads succeeded of here ÷ against. */
  pairedRatio?: number;
  pairs: number;
}

/** @example change(1.062) // '+6.2 %' */
export function change(value: number | undefined): string | undefined {
  if (value === undefined) return undefined;
  const pct = (value - 1) * 100;
  return `${pct >= 0 ? '+' : '−'}${Math.abs(pct).toFixed(1)} %`;
}

export function compareRow(page: PairedPage): ComparisonRow {
  const ratios = page.here.flatMap((here, round) => {
    const against = page.against[round];
    return here === undefined || against === undefined ? [] : [here / against];
  });
  const hereMedian = median(page.here);
  const againstMedian = median(page.against);
  return {
    label: page.label,
    hereMedian,
    againstMedian,
    ratioOfMedians: ratio(hereMedian, againstMedian),
    pairedRatio: median(ratios),
    pairs: ratios.length,
  };
}

/** The table (slowest change first) and one check per page against the 5 % limit. */
export function comparisonReport(
  pages: readonly PairedPage[],
  runs: number,
  againstName: string,
): { rows: ComparisonRow[]; table: string; checks: BudgetCheck[] } {
  const budget = BUDGETS.contentVsAgainst;
  const rows = pages.map(compareRow).sort((a, b) => (b.pairedRatio ?? 0) - (a.pairedRatio ?? 0));
  const checks = rows.map(
    (row): BudgetCheck => ({
      budget: `${row.label} time to content vs ${againstName}`,
      measured: change(row.pairedRatio) ?? '—',
      limit: budgetCell(budget, change),
      verdict: verdict(row.pairedRatio, budget),
    }),
  );
  const table = formatTable(
    [
      'page',
      'pairs',
      'this build',
      againstName,
      'change of medians',
      'change, paired',
      budgetCell(budget, change),
    ],
    rows.map((row) => [
      row.label,
      `${row.pairs}/${runs}`,
      seconds(row.hereMedian),
      seconds(row.againstMedian),
      change(row.ratioOfMedians),
      change(row.pairedRatio),
      verdictCell(verdict(row.pairedRatio, budget)),
    ]),
  );
  return { rows, table, checks };
}
