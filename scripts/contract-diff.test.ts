// The breaking-change gate (`npm run contract:diff`): a breaking edit fails unless
// openapi/accepted-changes.yaml acknowledges it with a reason; the report names what uses the
// operation. In the slow list (vitest.config.ts): it reads every source file of the project.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractDiff, readAcknowledgements } from './contract-diff.ts';
import { at, type Json } from './contract-diff-corpus.ts';
import { junitReport, markdownReport, terminalReport, unaccepted } from './contract-diff-report.ts';
import { PROJECT_ROOT } from './contract-files.ts';

const contract = JSON.parse(readFileSync(join(PROJECT_ROOT, 'openapi/dist/openapi.json'), 'utf8')) as Json;
const LOAN_DETAILS_DATA =
  '/paths/~1v3~1loan-details~1loan-details/post/responses/200/content/application~1json/schema/oneOf/0/properties/data';

/** The order's answer without `noticeStatusText`, the status text the order screen shows. */
function withoutStatusText(): Json {
  const edited = structuredClone(contract);
  const detail = at(edited, 'components', 'schemas', 'OrderDetail');
  delete at(detail, 'properties').noticeStatusText;
  detail.required = (detail.required as string[]).filter((name) => name !== 'noticeStatusText');
  return edited;
}

describe('contract:diff gate', () => {
  it('a removed answer field the order screen reads fails, naming the order screen, its hook, fake operation and tests', () => {
    const report = contractDiff({
      root: PROJECT_ROOT,
      base: contract,
      current: withoutStatusText(),
      baseName: 'test',
      acknowledgements: [],
    });
    expect(unaccepted(report).length).toBeGreaterThan(0);
    const [group] = report.groups;
    expect(group?.operation?.operationId).toBe('loanDetails');
    expect(group?.impact?.hooks).toContain('useLoanDetails (web/src/api/generated/hooks/order/order.ts)');
    expect(group?.impact?.features).toEqual(
      expect.arrayContaining([
        'web/src/features/order/order-view.tsx',
        'web/src/features/order/order-route.tsx',
      ]),
    );
    expect(group?.impact?.fakeOperations).toEqual([
      'fake-server/src/groups/order/operations.ts (loanDetails)',
    ]);
    expect(group?.impact?.screenTests).toContain('tests/screens/order.test.tsx');
    expect(group?.impact?.e2eSpecs).toContain('tests/e2e/order.spec.ts');
    // What does not use the order's answer is not named.
    expect(group?.impact?.features.some((file) => file.includes('/complaint/'))).toBe(false);
    expect(terminalReport(report)).toContain('FAIL: 2 breaking changes not acknowledged');
    expect(junitReport(report)).toContain('failures="2"');
    expect(markdownReport(report)).toContain('- **app features**: ');
  });

  it('the same edit passes when an acknowledgement with a reason covers it', () => {
    const acknowledgements = readAcknowledgements(
      `accepted:\n  - pointer: ${LOAN_DETAILS_DATA}\n    reason: The backend moved the status text to noticeDesText.\n`,
      'test',
    );
    const report = contractDiff({
      root: PROJECT_ROOT,
      base: contract,
      current: withoutStatusText(),
      baseName: 'test',
      acknowledgements,
    });
    expect(unaccepted(report)).toEqual([]);
    expect(terminalReport(report)).toContain(
      '(accepted: The backend moved the status text to noticeDesText.)',
    );
    expect(junitReport(report)).toContain('failures="0"');
  });

  it('an acknowledgement without a reason is refused', () => {
    expect(() => readAcknowledgements(`accepted:\n  - pointer: ${LOAN_DETAILS_DATA}\n`, 'x.yaml')).toThrow(
      /needs a reason/,
    );
  });

  it('an optional answer field passes with no breaking change', () => {
    const edited = structuredClone(contract);
    at(edited, 'components', 'schemas', 'OrderDetail', 'properties').loanPurpose = { type: 'string' };
    const report = contractDiff({
      root: PROJECT_ROOT,
      base: contract,
      current: edited,
      baseName: 'test',
      acknowledgements: [],
    });
    expect(report.groups.flatMap((group) => group.changes.map((change) => change.verdict))).toEqual(['safe']);
    expect(unaccepted(report)).toEqual([]);
  });

  it('the command exits 1 on an unacknowledged breaking change and 0 once it is acknowledged, writing JUnit and markdown', () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-diff-'));
    // A base with one more operation: the working tree's contract removes it.
    const base = structuredClone(contract);
    at(base, 'paths')['/v3/loan-details/retired'] = {
      post: { operationId: 'retired', responses: { '200': { description: 'ok' } } },
    };
    writeFileSync(join(dir, 'base.json'), JSON.stringify(base));
    const run = (accepted: string) => {
      writeFileSync(join(dir, 'accepted.yaml'), accepted);
      const args = [
        'scripts/contract-diff.ts',
        '--base',
        join(dir, 'base.json'),
        '--accepted',
        join(dir, 'accepted.yaml'),
      ];
      try {
        execFileSync(
          process.execPath,
          [...args, '--junit', join(dir, 'out.xml'), '--markdown', join(dir, 'out.md')],
          {
            cwd: PROJECT_ROOT,
            encoding: 'utf8',
          },
        );
        return 0;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };
    expect(run('accepted: []\n')).toBe(1);
    expect(readFileSync(join(dir, 'out.xml'), 'utf8')).toContain(
      '<failure message="breaking change not acknowledged">',
    );
    expect(readFileSync(join(dir, 'out.md'), 'utf8')).toContain('| BREAKING |');
    expect(
      run(
        'accepted:\n  - pointer: /paths/~1v3~1loan-details~1retired\n    reason: Retired by the backend.\n',
      ),
    ).toBe(0);
    expect(readFileSync(join(dir, 'out.xml'), 'utf8')).not.toContain('<failure');
  }, 180_000);
});
