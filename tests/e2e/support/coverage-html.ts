/** The coverage report as one self-contained HTML page: a table per section, unreached rows marked. */
import type { CoverageItem, CoverageReport, UniverseOperation } from './coverage-model.ts';

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #1d1d1f; }
h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 28px; }
table { border-collapse: collapse; min-width: 640px; }
th, td { text-align: left; padding: 4px 10px; border-bottom: 1px solid #e3e3e3; vertical-align: top; }
th { background: #f4f4f4; }
tr.never td { background: #fff0f0; color: #a01818; }
tr.outside td { background: #fff8e0; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
td.tests { font-size: 12px; color: #555; max-width: 560px; }
pre { background: #f7f7f7; padding: 12px; }
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface Column<T> {
  title: string;
  cell: (item: T) => string;
  numeric?: boolean;
}

function testsCell(item: CoverageItem): string {
  const more = item.testCount > item.tests.length ? `\n… ${item.testCount - item.tests.length} more` : '';
  return item.tests.join('\n') + more;
}

/** One section's table; cells are plain text, escaped here. */
export function sectionTable<T extends CoverageItem>(
  title: string,
  items: readonly T[],
  columns: readonly Column<T>[],
): string {
  const all: Column<T>[] = [
    ...columns,
    { title: 'Reached', cell: (item) => (item.reached ? 'yes' : 'never') },
    { title: 'Hits', cell: (item) => String(item.hits), numeric: true },
    { title: 'Tests', cell: (item) => String(item.testCount), numeric: true },
  ];
  const head = all.map((column) => `<th>${escapeHtml(column.title)}</th>`).join('');
  const rows = items.map((item) => {
    const rowClass = !item.reached ? 'never' : item.expected ? '' : 'outside';
    const cells = all.map(
      (column) => `<td${column.numeric ? ' class="num"' : ''}>${escapeHtml(column.cell(item))}</td>`,
    );
    const tests = `<td class="tests">${escapeHtml(testsCell(item)).replaceAll('\n', '<br>')}</td>`;
    return `<tr${rowClass ? ` class="${rowClass}"` : ''}>${cells.join('')}${tests}</tr>`;
  });
  const reached = items.filter((item) => item.reached).length;
  return [
    `<h2>${escapeHtml(title)}: ${reached}/${items.length}</h2>`,
    `<table><thead><tr>${head}<th>Which tests</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
  ].join('\n');
}

/**
 * The page. `operations` gives each operation's method and path.
 * @example writeFileSync('coverage.html', renderHtml(report, universe.operations, table))
 */
export function renderHtml(
  report: CoverageReport,
  operations: readonly UniverseOperation[],
  table: string,
): string {
  const where = new Map(operations.map((operation) => [operation.operationId, operation]));
  const key: Column<CoverageItem> = { title: 'Name', cell: (item) => item.key };
  const sections = [
    sectionTable('Operations', report.operations, [
      key,
      {
        title: 'Call',
        cell: (item) => `${where.get(item.key)?.method ?? ''} ${where.get(item.key)?.path ?? ''}`,
      },
    ]),
    sectionTable('Outcomes', report.outcomes, [
      { title: 'Operation', cell: (item) => item.operationId },
      { title: 'Outcome', cell: (item) => item.outcome },
      { title: 'Kind', cell: (item) => item.kind },
    ]),
    sectionTable('Bridge actions', report.bridge, [key]),
    sectionTable('App routes', report.routes, [
      { title: 'Route', cell: (item) => (item.key === '*' ? '* (not found)' : item.key) },
    ]),
    sectionTable('QA scenarios', report.scenarios, [key]),
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contract coverage of the e2e suite</title>
<style>${STYLE}</style></head><body>
<h1>Contract coverage of the e2e suite</h1>
<pre>${escapeHtml(table)}</pre>
<p>Faults changed ${report.faults.calls} calls in ${report.faults.tests} tests. Rows in red were never reached;
rows in yellow were reached but are not in the contract.</p>
${sections.join('\n')}
</body></html>
`;
}
