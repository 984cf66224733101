/**
 * Contract coverage of the e2e suite: the per-test record the `coverage` fixture
 * writes, the universe it is measured against, and the pure aggregation the reporter runs.
 */
import { isSuccessCode } from '../../../fake-server/src/api/envelope.ts';
import { routeKey } from './coverage-routes.ts';

/** Where the fixture and the reporter meet, relative to the Playwright config's folder. */
export const COVERAGE_FILES = {
  raw: 'test-results/contract-coverage/raw',
  json: 'test-results/contract-coverage/coverage.json',
  html: 'playwright-report/contract-coverage.html',
  /** The screen tests' records (tests/screens/support/screen-coverage.ts), for the coverage gate. */
  screens: '.vitest/contract-coverage/screens',
} as const;

/** One call of the fake server's request log, reduced to what coverage needs. */
export interface LoggedCall {
  operationId: string;
  httpStatus: number;
  code: string | null;
  /** 'fault' or 'scenario:<name>' when one changed the call. */
  effect: string | null;
}

/** What one test (one attempt) made the app do: the file the fixture writes. */
export interface CoverageRecord {
  test: string;
  calls: LoggedCall[];
  /** Bridge actions the app posted, in order. */
  bridge: string[];
  /** Routes the page visited: a pathname, or `/promotion.html#/<hash route>`. */
  routes: string[];
}

export interface UniverseOperation {
  operationId: string;
  method: string;
  path: string;
  /** Error codes the contract or a QA scenario names for this operation. */
  namedCodes: string[];
}

/** Everything the suite could reach. */
export interface CoverageUniverse {
  operations: UniverseOperation[];
  bridgeActions: string[];
  /** Route keys in table order; `*` is the app's not-found route. */
  routes: string[];
  scenarios: string[];
}

export const SUCCESS = 'success';
export const NO_ANSWER = 'no answer';
export type OutcomeKind = 'success' | 'named' | 'no answer' | 'other';

export interface CoverageItem {
  key: string;
  reached: boolean;
  /** Calls, messages or visits that hit it. */
  hits: number;
  /** Titles of the tests that reached it, capped at TESTS_KEPT; `testCount` has them all. */
  tests: string[];
  testCount: number;
  /** False when seen but not in the universe (an operation outside the contract). */
  expected: boolean;
}

export interface OutcomeItem extends CoverageItem {
  operationId: string;
  outcome: string;
  kind: OutcomeKind;
}

export interface CoverageReport {
  tests: number;
  operations: CoverageItem[];
  outcomes: OutcomeItem[];
  bridge: CoverageItem[];
  routes: CoverageItem[];
  scenarios: CoverageItem[];
  /** Calls a QA fault changed, and in how many tests. */
  faults: { calls: number; tests: number };
}

const TESTS_KEPT = 10;

/** Hits and tests per key. */
class Tally {
  readonly #hits = new Map<string, { hits: number; tests: Set<string> }>();

  add(key: string, test: string): void {
    const entry = this.#hits.get(key) ?? { hits: 0, tests: new Set<string>() };
    entry.hits += 1;
    entry.tests.add(test);
    this.#hits.set(key, entry);
  }

  keys(): string[] {
    return [...this.#hits.keys()];
  }

  item(key: string, expected = true): CoverageItem {
    const entry = this.#hits.get(key);
    const tests = [...(entry?.tests ?? [])].sort();
    return {
      key,
      reached: entry !== undefined,
      hits: entry?.hits ?? 0,
      tests: tests.slice(0, TESTS_KEPT),
      testCount: tests.length,
      expected,
    };
  }

  /** The universe in its order, then what was seen outside it (sorted). */
  items(universe: readonly string[]): CoverageItem[] {
    const known = new Set(universe);
    const extra = this.keys()
      .filter((key) => !known.has(key))
      .sort();
    return [...universe.map((key) => this.item(key)), ...extra.map((key) => this.item(key, false))];
  }
}

/**
 * The outcome of a logged call: `success` (a success code, or an image), `no answer` (dropped,
 * or the caller hung up), else the error code answered (an HTTP status when there is no code).
 * @example outcomeOf({ operationId: 'register', httpStatus: 200, code: '11', effect: null }) // '11'
 */
export function outcomeOf(call: LoggedCall): string {
  if (call.httpStatus === 0) return NO_ANSWER;
  if (call.code !== null && !isSuccessCode(call.code)) return call.code;
  return call.httpStatus >= 400 ? String(call.httpStatus) : SUCCESS;
}

/** The outcomes an operation could have: success, its named codes, no answer, then codes seen. */
function outcomesOf(operation: UniverseOperation, seen: readonly string[]): string[] {
  const expected = [SUCCESS, ...operation.namedCodes, NO_ANSWER];
  return [...expected, ...seen.filter((outcome) => !expected.includes(outcome)).sort()];
}

function kindOf(operation: UniverseOperation | undefined, outcome: string): OutcomeKind {
  if (outcome === SUCCESS || outcome === NO_ANSWER) return outcome;
  return operation?.namedCodes.includes(outcome) ? 'named' : 'other';
}

function outcomeItems(universe: CoverageUniverse, records: readonly CoverageRecord[]): OutcomeItem[] {
  const tally = new Tally();
  const seen = new Map<string, string[]>();
  for (const record of records) {
    for (const call of record.calls) {
      const outcome = outcomeOf(call);
      tally.add(`${call.operationId} ${outcome}`, record.test);
      const list = seen.get(call.operationId) ?? [];
      if (!list.includes(outcome)) list.push(outcome);
      seen.set(call.operationId, list);
    }
  }
  const byId = new Map(universe.operations.map((operation) => [operation.operationId, operation]));
  const ids = [...byId.keys(), ...[...seen.keys()].filter((id) => !byId.has(id)).sort()];
  return ids.flatMap((operationId) => {
    const operation = byId.get(operationId);
    const seenHere = seen.get(operationId) ?? [];
    const outcomes = operation ? outcomesOf(operation, seenHere) : seenHere;
    return outcomes.map((outcome) => ({
      ...tally.item(`${operationId} ${outcome}`, operation !== undefined),
      operationId,
      outcome,
      kind: kindOf(operation, outcome),
    }));
  });
}

/** Every section's tally from the per-test records. */
export function buildReport(universe: CoverageUniverse, records: readonly CoverageRecord[]): CoverageReport {
  const operations = new Tally();
  const bridge = new Tally();
  const routes = new Tally();
  const scenarios = new Tally();
  let faultCalls = 0;
  const faultTests = new Set<string>();
  for (const { test, calls, bridge: actions, routes: visited } of records) {
    for (const call of calls) {
      operations.add(call.operationId, test);
      if (call.effect?.startsWith('scenario:')) scenarios.add(call.effect.slice('scenario:'.length), test);
      if (call.effect === 'fault') {
        faultCalls += 1;
        faultTests.add(test);
      }
    }
    for (const action of actions) bridge.add(action, test);
    // A route counts once per test, however often the test came back to it.
    const keys = new Set(visited.map((route) => routeKey(route, universe.routes)));
    for (const key of keys) if (key !== undefined) routes.add(key, test);
  }
  return {
    tests: new Set(records.map((record) => record.test)).size,
    operations: operations.items(universe.operations.map((operation) => operation.operationId)),
    outcomes: outcomeItems(universe, records),
    bridge: bridge.items(universe.bridgeActions),
    routes: routes.items(universe.routes),
    scenarios: scenarios.items(universe.scenarios),
    faults: { calls: faultCalls, tests: faultTests.size },
  };
}
