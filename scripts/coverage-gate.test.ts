import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildReport,
  type CoverageRecord,
  type CoverageUniverse,
  type LoggedCall,
} from '../tests/e2e/support/coverage-model.ts';
import { loadUniverse } from '../tests/e2e/support/coverage-universe.ts';
import { PROJECT_ROOT } from './contract-files.ts';
import { ALLOW_LIST_FILE, gateMarkdown, gateVerdict, parseAllowList } from './coverage-gate.ts';

const universe: CoverageUniverse = {
  operations: [
    { operationId: 'register', method: 'POST', path: '/register', namedCodes: ['-1', '11'] },
    { operationId: 'getSid', method: 'GET', path: '/get-sid', namedCodes: [] },
    { operationId: 'problemSave', method: 'POST', path: '/problem-save', namedCodes: ['400'] },
  ],
  bridgeActions: ['openPage', 'goHome'],
  routes: [],
  scenarios: [],
};

/** A call with each outcome the gate knows: success, a named code, no answer, or a code not named. */
const callArbitrary: fc.Arbitrary<LoggedCall> = fc
  .record({
    operationId: fc.constantFrom('register', 'getSid', 'problemSave'),
    answer: fc.constantFrom<[number, string | null]>(
      [200, '00'],
      [200, '-1'],
      [200, '11'],
      [200, '400'],
      [0, null],
      [500, null],
    ),
  })
  .map(({ operationId, answer: [httpStatus, code] }) => ({ operationId, httpStatus, code, effect: null }));

const recordsArbitrary: fc.Arbitrary<CoverageRecord[]> = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 })
  .chain((names) =>
    fc.tuple(
      ...names.map((name, index) =>
        fc.record({
          test: fc.constant(`${index % 2 === 0 ? 'e2e' : 'screens'} › ${name}`),
          calls: fc.array(callArbitrary, { maxLength: 6 }),
          bridge: fc.array(fc.constantFrom('openPage', 'goHome'), { maxLength: 2 }),
          routes: fc.constant<string[]>([]),
        }),
      ),
    ),
  );

/** The allow-list that excuses exactly the rows these records leave unreached. */
function allowUnreached(records: readonly CoverageRecord[]): Map<string, string> {
  const { rows } = gateVerdict(buildReport(universe, records), new Map());
  return new Map(rows.filter((row) => !row.reached).map((row) => [row.row, 'no test can reach it']));
}

describe('the coverage gate', () => {
  it('passes when every row is reached or allow-listed, and fails naming the row when the only test reaching it is removed', () => {
    fc.assert(
      fc.property(recordsArbitrary, (records) => {
        const allow = allowUnreached(records);
        const verdict = gateVerdict(buildReport(universe, records), allow);
        expect(verdict.failing).toEqual([]);
        for (const row of verdict.rows.filter((item) => item.reached && item.testCount === 1)) {
          const [test] = row.tests;
          const without = records.filter((record) => record.test !== test);
          const failing = gateVerdict(buildReport(universe, without), allow).failing.map((item) => item.row);
          expect(failing).toContain(row.row);
        }
      }),
      { seed: 39, numRuns: 200 },
    );
  });

  it('counts the screen tests and the e2e suite together: a row one suite reaches is not failing', () => {
    const e2e: CoverageRecord = {
      test: 'e2e › register',
      calls: [{ operationId: 'register', httpStatus: 200, code: '11', effect: null }],
      bridge: [],
      routes: [],
    };
    const screen: CoverageRecord = {
      test: 'screens › tests/screens/promotion.test.tsx › registers',
      calls: [{ operationId: 'register', httpStatus: 200, code: '00', effect: null }],
      bridge: ['goHome'],
      routes: [],
    };
    const verdict = gateVerdict(buildReport(universe, [e2e, screen]), new Map());
    const failing = verdict.failing.map((row) => row.row);
    expect(failing).not.toContain('register 11');
    expect(failing).not.toContain('register success');
    expect(failing).not.toContain('bridge goHome');
    expect(failing).toContain('register -1');
    expect(failing).toContain('bridge openPage');
    const table = gateMarkdown(verdict, { e2e: 1, screens: 1 });
    expect(table).toContain('| register 11 | reached | e2e › register |');
    expect(table).toContain('| register -1 | **never reached** |  |');
  });

  it('names allow-list entries that a test reaches, or that are no row, for removal', () => {
    const record: CoverageRecord = {
      test: 'e2e › sid',
      calls: [{ operationId: 'getSid', httpStatus: 200, code: '00', effect: null }],
      bridge: [],
      routes: [],
    };
    const allow = new Map([
      ['getSid success', 'old'],
      ['getSid 999', 'typo'],
    ]);
    expect(gateVerdict(buildReport(universe, [record]), allow).stale).toEqual([
      'getSid success',
      'getSid 999',
    ]);
  });

  it('takes no allow-list entry without a reason', () => {
    expect(() => parseAllowList('allowed:\n  - row: getSid no answer\n')).toThrow(/reason/);
    expect(parseAllowList('allowed:\n  - row: getSid no answer\n    reason: never dropped\n')).toEqual(
      new Map([['getSid no answer', 'never dropped']]),
    );
  });

  it("the project's allow-list names only rows of the contract and the bridge, each with its reason", () => {
    const allow = parseAllowList(readFileSync(join(PROJECT_ROOT, ALLOW_LIST_FILE), 'utf8'));
    const { rows } = gateVerdict(buildReport(loadUniverse(PROJECT_ROOT), []), allow);
    const known = new Set(rows.map((row) => row.row));
    expect([...allow.keys()].filter((row) => !known.has(row))).toEqual([]);
  });

  it('an allow-listed bridge action is one no screen of the app calls', () => {
    const allow = parseAllowList(readFileSync(join(PROJECT_ROOT, ALLOW_LIST_FILE), 'utf8'));
    const actions = [...allow.keys()].filter((row) => row.startsWith('bridge ')).map((row) => row.slice(7));
    const sources = readdirSync(join(PROJECT_ROOT, 'web/src'), { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== join('bridge', 'actions.ts'),
      )
      .map((file) => readFileSync(join(PROJECT_ROOT, 'web/src', file), 'utf8'));
    const called = actions.filter((action) =>
      sources.some((text) => new RegExp(`\\b${action}\\(`).test(text)),
    );
    expect(called).toEqual([]);
  });
});
