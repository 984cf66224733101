/** The short coverage table printed at the end of the Playwright run. */
import type { CoverageItem, CoverageReport, OutcomeItem, OutcomeKind } from './coverage-model.ts';

/** Names listed after "never:" before the rest is only counted. */
const NAMES_SHOWN = 5;

const reached = (items: readonly CoverageItem[]) => items.filter((item) => item.reached).length;

/** "(2 never: a, b)" or "(7 never: a, b, c, d, e, … 2 more)"; empty when all were reached. */
export function neverList(items: readonly CoverageItem[], label = (item: CoverageItem) => item.key): string {
  const never = items.filter((item) => !item.reached).map(label);
  if (never.length === 0) return '';
  const shown = never.slice(0, NAMES_SHOWN).join(', ');
  const more = never.length > NAMES_SHOWN ? `, … ${never.length - NAMES_SHOWN} more` : '';
  return `(${never.length} never: ${shown}${more})`;
}

function ratio(items: readonly CoverageItem[]): string {
  return `${reached(items)}/${items.length}`;
}

function outcomeBreakdown(outcomes: readonly OutcomeItem[]): string {
  const of = (kind: OutcomeKind) => outcomes.filter((item) => item.kind === kind);
  const other = of('other');
  return [
    `success ${ratio(of('success'))}`,
    `named error codes ${ratio(of('named'))}`,
    `no answer ${ratio(of('no answer'))}`,
    `other codes seen ${other.length}`,
  ].join(', ');
}

function line(label: string, figure: string, detail: string): string {
  return `  ${label.padEnd(12)} ${figure.padEnd(16)} ${detail}`.trimEnd();
}

/**
 * The table, one line a section, e.g. `  operations   36/38 called     (2 never: …)`.
 * @example console.log(formatTable(report, { json: 'a.json', html: 'a.html' }))
 */
export function formatTable(report: CoverageReport, files: { json: string; html: string }): string {
  const { operations, outcomes, bridge, routes, scenarios, faults } = report;
  const faultNote = `${faults.calls} calls changed by faults in ${faults.tests} tests`;
  return [
    `Contract coverage of the e2e suite (${report.tests} tests)`,
    line('operations', `${ratio(operations)} called`, neverList(operations)),
    line('outcomes', `${ratio(outcomes)} reached`, `(${outcomeBreakdown(outcomes)})`),
    line('bridge', `${ratio(bridge)} actions`, neverList(bridge)),
    line('routes', ratio(routes), neverList(routes)),
    line('scenarios', ratio(scenarios), [neverList(scenarios), faultNote].filter(Boolean).join('; ')),
    `JSON: ${files.json}  HTML: ${files.html}`,
  ].join('\n');
}
