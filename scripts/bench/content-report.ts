/**
 * The content section's table and budget verdicts from its loads (pure: unit-tested): per page the
 * median time to its content element, min–max, and the ratios to the shell (the not-found page)
 * and to the React floor, all from the same run.
 */
import { BUDGETS } from './budgets.ts';
import { type Budget, budgetCell, formatTable, seconds, verdict, verdictCell } from './format.ts';
import type { BudgetCheck } from './section.ts';
import { median, ratio } from './stats.ts';

/** The not-found page's route: the app shell with the least a route can add. */
export const SHELL_ROUTE = '*';

export interface Measured {
  label: string;
  /** The route's path in its table (`*` = not found); empty for the React floor. */
  route: string;
  marker: string;
  /** One time per load in ms; failed loads are left out and their errors kept. */
  times: number[];
  errors: string[];
}

export interface ContentRow extends Measured {
  median?: number;
  min?: number;
  max?: number;
  vsShell?: number;
  vsFloor?: number;
}

const ratioText = (value: number) => value.toFixed(2);

/**
 * Rows sorted by route (the shell first, as `*` sorts before `/`), the table, and one check per
 * budget and page; the shell is not checked against itself.
 */
export function contentReport(
  pages: readonly Measured[],
  floor: Measured,
  runs: number,
): { rows: ContentRow[]; floorRow: ContentRow; table: string; checks: BudgetCheck[] } {
  const summary = (m: Measured): ContentRow => ({
    ...m,
    median: median(m.times),
    min: m.times.length ? Math.min(...m.times) : undefined,
    max: m.times.length ? Math.max(...m.times) : undefined,
  });
  const floorRow = summary(floor);
  const shell = pages.find((page) => page.route === SHELL_ROUTE);
  const shellMedian = shell ? median(shell.times) : undefined;
  const rows = pages
    .map(summary)
    .map((row) => ({
      ...row,
      vsShell: ratio(row.median, shellMedian),
      vsFloor: ratio(row.median, floorRow.median),
    }))
    .sort((a, b) => compare(a.route, b.route) || compare(a.label, b.label));

  const checks: BudgetCheck[] = [];
  const check = (row: ContentRow, what: string, value: number | undefined, budget: Budget) => {
    const result = verdict(value, budget);
    checks.push({
      budget: `${row.label} time to content ${what}`,
      measured: value === undefined ? '—' : `${ratioText(value)} (${seconds(row.median)})`,
      limit: budgetCell(budget, ratioText),
      verdict: result,
    });
    return result;
  };
  const lines = rows.map((row) => {
    const isShell = row.route === SHELL_ROUTE;
    const shellVerdict = isShell ? 'n/a' : check(row, '÷ shell', row.vsShell, BUDGETS.contentVsShell);
    const floorVerdict = check(row, '÷ React floor', row.vsFloor, BUDGETS.contentVsReactFloor);
    return cells(row, runs, verdictCell(shellVerdict), verdictCell(floorVerdict));
  });
  const table = formatTable(
    [
      'page',
      'content element',
      'runs',
      'median',
      'min–max',
      '÷ shell',
      '÷ React floor',
      `${budgetCell(BUDGETS.contentVsShell, ratioText)} shell`,
      `${budgetCell(BUDGETS.contentVsReactFloor, ratioText)} floor`,
    ],
    [cells({ ...floorRow, vsFloor: 1 }, runs, '', ''), ...lines],
  );
  return { rows, floorRow, table, checks };
}

function cells(row: ContentRow, runs: number, shellVerdict: string, floorVerdict: string) {
  return [
    row.label,
    row.marker,
    `${row.times.length}/${runs}`,
    seconds(row.median),
    row.min === undefined || row.max === undefined
      ? undefined
      : `${(row.min / 1000).toFixed(2)}–${seconds(row.max)}`,
    row.vsShell === undefined ? undefined : ratioText(row.vsShell),
    row.vsFloor === undefined ? undefined : ratioText(row.vsFloor),
    shellVerdict,
    floorVerdict,
  ];
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
