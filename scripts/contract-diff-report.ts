/**
 * The contract diff's findings and the three ways it writes them: the terminal, markdown for a
 * pull-request comment, JUnit XML for CI.
 */
import type { Change, Operation } from './contract-diff-classify.ts';
import type { Verdict } from './contract-diff-corpus.ts';
import type { Impact } from './contract-diff-impact.ts';

export interface Finding extends Change {
  /** The reason from the acknowledgements file, when a breaking change is accepted there. */
  accepted?: string;
}

export interface OperationFindings {
  operation: Operation | undefined;
  changes: Finding[];
  /** What in the project uses the operation: named for operations with a breaking change. */
  impact?: Impact;
}

export interface Report {
  base: string;
  acceptedFile: string;
  groups: OperationFindings[];
}

const LABEL: Record<Verdict, string> = { breaking: 'BREAKING', look: 'LOOK', safe: 'safe' };

export const count = (report: Report, verdict: Verdict) =>
  report.groups.flatMap((group) => group.changes).filter((change) => change.verdict === verdict).length;

export const unaccepted = (report: Report): Finding[] =>
  report.groups
    .flatMap((group) => group.changes)
    .filter((change) => change.verdict === 'breaking' && !change.accepted);

const title = (operation: Operation | undefined) =>
  operation
    ? `${operation.method} ${operation.path} (${operation.operationId || 'no operationId'})`
    : 'Outside the operations';

function impactLines(impact: Impact): [string, string[]][] {
  return [
    ['generated hooks', impact.hooks],
    ['app features', impact.features],
    ['fake server', impact.fakeOperations],
    ['screen tests', impact.screenTests],
    ['e2e specs', impact.e2eSpecs],
  ];
}

function summary(report: Report): string {
  const total = report.groups.reduce((sum, group) => sum + group.changes.length, 0);
  const refused = unaccepted(report).length;
  const verdict =
    refused > 0
      ? `FAIL: ${refused} breaking change${refused === 1 ? '' : 's'} not acknowledged in ${report.acceptedFile}`
      : 'PASS: no unacknowledged breaking change';
  return `${total} change${total === 1 ? '' : 's'}: ${count(report, 'breaking')} breaking, ${count(report, 'look')} need a look, ${count(report, 'safe')} safe. ${verdict}`;
}

export function terminalReport(report: Report): string {
  const lines = [`Contract diff against ${report.base}`];
  if (report.groups.length === 0) lines.push('The contract is the same as the base.');
  for (const group of report.groups) {
    lines.push('', title(group.operation));
    for (const change of group.changes) {
      const note = change.accepted
        ? ` (accepted: ${change.accepted})`
        : change.rule
          ? ` (rule ${change.rule})`
          : '';
      lines.push(
        `  ${LABEL[change.verdict].padEnd(8)} ${change.description}${note}`,
        `           at ${change.pointer}`,
      );
    }
    if (group.impact)
      for (const [what, names] of impactLines(group.impact))
        lines.push(`  ${what}: ${names.length > 0 ? names.join(', ') : 'none'}`);
  }
  lines.push('', summary(report));
  return `${lines.join('\n')}\n`;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function markdownReport(report: Report): string {
  const lines = [`### Contract diff against \`${report.base}\``, '', summary(report), ''];
  for (const group of report.groups) {
    lines.push(`#### ${cell(title(group.operation))}`, '', '| verdict | change | where |', '|---|---|---|');
    for (const change of group.changes) {
      const verdict = change.accepted
        ? `${LABEL[change.verdict]} (accepted: ${cell(change.accepted)})`
        : LABEL[change.verdict];
      lines.push(
        `| ${verdict} | ${cell(change.description)}${change.rule ? ` (rule \`${change.rule}\`)` : ''} | \`${cell(change.pointer)}\` |`,
      );
    }
    if (group.impact) {
      lines.push('');
      for (const [what, names] of impactLines(group.impact))
        lines.push(
          `- **${what}**: ${names.length > 0 ? names.map((name) => `\`${name}\``).join(', ') : 'none'}`,
        );
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

const xml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** One test case per change; an unacknowledged breaking change is a failure. */
export function junitReport(report: Report): string {
  const cases = report.groups.flatMap((group) =>
    group.changes.map((change) => {
      const name = xml(`${LABEL[change.verdict]}: ${change.description}`);
      const classname = xml(title(group.operation));
      const details = [
        `at ${change.pointer}`,
        ...(group.impact
          ? impactLines(group.impact).map(([what, names]) => `${what}: ${names.join(', ') || 'none'}`)
          : []),
      ].join('\n');
      if (change.verdict === 'breaking' && !change.accepted)
        return `    <testcase classname="${classname}" name="${name}">\n      <failure message="breaking change not acknowledged">${xml(details)}</failure>\n    </testcase>`;
      return `    <testcase classname="${classname}" name="${name}">\n      <system-out>${xml(change.accepted ? `accepted: ${change.accepted}\n${details}` : details)}</system-out>\n    </testcase>`;
    }),
  );
  const failures = unaccepted(report).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-diff" tests="${cases.length}" failures="${failures}">`,
    `  <testsuite name="contract diff against ${xml(report.base)}" tests="${cases.length}" failures="${failures}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
