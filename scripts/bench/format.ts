/** Plain-text tables, units and budget verdicts of `npm run bench` (pure: unit-tested). */

export type Cell = string | number | undefined;

const NUMERIC = /^[-+<>≤≥~]?\s?\d[\d.,]*\s?(?:[a-zA-Z%×/]+)?$/;

/**
 * A table with a header rule; a column whose every filled cell is a number (with an optional unit)
 * is right-aligned, others left-aligned. Missing cells print as '—'.
 * @example formatTable(['route', 'JS'], [['/order', '122.1 kB']])
 */
export function formatTable(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = rows.map((row) => headers.map((_, i) => cellText(row[i])));
  const widths = headers.map((header, i) => Math.max(header.length, ...text.map((row) => width(row[i]))));
  const right = headers.map((_, i) => {
    const filled = text.map((row) => row[i] ?? '').filter((cell) => cell !== '—' && cell !== '');
    return filled.length > 0 && filled.every((cell) => NUMERIC.test(cell));
  });
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => pad(cell, widths[i] ?? 0, right[i] ?? false))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...text.map(line)].join('\n');
}

function cellText(cell: Cell): string {
  if (cell === undefined || cell === '') return '—';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '—';
  return cell;
}

/** Display width: code points, so '≤' and '✓' count as one column. */
function width(text: string | undefined): number {
  return [...(text ?? '')].length;
}

function pad(text: string, size: number, right: boolean): string {
  const fill = ' '.repeat(Math.max(0, size - width(text)));
  return right ? fill + text : text + fill;
}

/** kB as Vite prints them (1 kB = 1000 bytes). @example kb(122_060) // '122.1 kB' */
export function kb(bytes: number | undefined): string | undefined {
  return bytes === undefined ? undefined : `${(bytes / 1000).toFixed(1)} kB`;
}

/** @example ms(1234.5) // '1235 ms' */
export function ms(value: number | undefined, digits = 0): string | undefined {
  return value === undefined ? undefined : `${value.toFixed(digits)} ms`;
}

/** @example seconds(1530) // '1.53 s' */
export function seconds(millis: number | undefined, digits = 2): string | undefined {
  return millis === undefined ? undefined : `${(millis / 1000).toFixed(digits)} s`;
}

/** @example percent(0.512) // '51%' */
export function percent(value: number | undefined): string | undefined {
  return value === undefined ? undefined : `${Math.round(value * 100)}%`;
}

/** @example count(12345.6) // '12,346' */
export function count(value: number | undefined): string | undefined {
  return value === undefined ? undefined : Math.round(value).toLocaleString('en-US');
}

/** A budget of DESIGN §9: the measured value must be `op limit`. */
export interface Budget {
  op: '<=' | '<' | '>=' | '=';
  limit: number;
}

export type Verdict = 'met' | 'missed' | 'n/a';

/**
 * Whether a measured value keeps its budget; 'n/a' when nothing was measured or no budget applies.
 * @example verdict(122_000, { op: '<=', limit: 125_000 }) // 'met'
 */
export function verdict(value: number | undefined, budget: Budget | undefined): Verdict {
  if (budget === undefined || value === undefined || !Number.isFinite(value)) return 'n/a';
  const kept = {
    '<=': value <= budget.limit,
    '<': value < budget.limit,
    '>=': value >= budget.limit,
    '=': value === budget.limit,
  }[budget.op];
  return kept ? 'met' : 'missed';
}

/** The verdict as a table cell. */
export function verdictCell(value: Verdict): string {
  return { met: 'ok', missed: 'MISSED', 'n/a': '—' }[value];
}

/** The budget as a table cell, its limit in the unit of the figure. @example budgetCell({op:'<=',limit:30000}, kb) // '≤ 30.0 kB' */
export function budgetCell(budget: Budget | undefined, unit: (value: number) => string | undefined): string {
  if (budget === undefined) return '—';
  const sign = { '<=': '≤', '<': '<', '>=': '≥', '=': '=' }[budget.op];
  return `${sign} ${unit(budget.limit) ?? budget.limit}`;
}

/** A section title with an underline. */
export function heading(title: string): string {
  return `\n${title}\n${'='.repeat(width(title))}`;
}
