// The contract coverage of the e2e suite (tests/e2e/support/coverage-*.ts). The test lives here,
// not beside the modules: Playwright would take a *.test.ts under tests/e2e for one of its own.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../tests/e2e/support/coverage-html.ts';
import {
  buildReport,
  type CoverageRecord,
  type CoverageUniverse,
  outcomeOf,
} from '../tests/e2e/support/coverage-model.ts';
import { routeKey, routeOfUrl } from '../tests/e2e/support/coverage-routes.ts';
import { formatTable } from '../tests/e2e/support/coverage-table.ts';
import { codesInDescription, loadUniverse } from '../tests/e2e/support/coverage-universe.ts';

const universe: CoverageUniverse = {
  operations: [
    { operationId: 'loanDetails', method: 'POST', path: '/v3/loan-details/loan-details', namedCodes: [] },
    { operationId: 'register', method: 'POST', path: '/register', namedCodes: ['-1', '11'] },
    { operationId: 'getSid', method: 'GET', path: '/get-sid', namedCodes: [] },
  ],
  bridgeActions: ['openPage', 'goHome', 'callPhone'],
  routes: ['/loanDetail', '/repay', '*', '/promotion.html#/register', '/promotion.html#/download'],
  scenarios: ['wrong-captcha', 'already-registered', 'timeout'],
};

const call = (operationId: string, code: string | null, httpStatus = 200, effect: string | null = null) => ({
  operationId,
  code,
  httpStatus,
  effect,
});

const records: CoverageRecord[] = [
  {
    test: 'order.spec.ts › shows the order',
    calls: [call('loanDetails', '00'), call('loanDetails', null, 0, 'fault')],
    bridge: ['goHome', 'goHome'],
    routes: ['/loanDetail', '/LOANDETAIL/', '/payLater'],
  },
  {
    test: 'promotion.spec.ts › already registered',
    calls: [call('getSid', '0'), call('register', '11', 200, 'scenario:already-registered')],
    bridge: ['openPage'],
    routes: ['/promotion.html#/register', '/promotion.html#/nowhere', '/promotion.html#/download'],
  },
  {
    test: 'order.spec.ts › shows the order',
    calls: [call('loanDetails', '500', 200, 'fault')],
    bridge: [],
    routes: [],
  },
];

const report = buildReport(universe, records);
const keys = (items: { key: string; reached: boolean }[], reached: boolean) =>
  items.filter((item) => item.reached === reached).map((item) => item.key);

describe('outcomeOf', () => {
  it('tells success, no answer and error codes apart', () => {
    expect(outcomeOf(call('loanDetails', '00'))).toBe('success');
    expect(outcomeOf(call('getSid', '0'))).toBe('success');
    expect(outcomeOf(call('getCaptcha', null))).toBe('success');
    expect(outcomeOf(call('loanDetails', null, 0))).toBe('no answer');
    expect(outcomeOf(call('register', '-1'))).toBe('-1');
    expect(outcomeOf(call('loanDetails', '503', 503))).toBe('503');
  });
});

describe('routes', () => {
  it("reads the route of an app address and ignores the fake server's pages", () => {
    const app = 'http://127.0.0.1:4174';
    expect(routeOfUrl(`${app}/repay?orderId=1#x`, app)).toBe('/repay');
    expect(routeOfUrl(`${app}/promotion.html#/download?id=1`, app)).toBe('/promotion.html#/download');
    expect(routeOfUrl(`${app}/promotion.html`, app)).toBe('/promotion.html#');
    expect(routeOfUrl('http://127.0.0.1:4011/__fake?sessionId=a', app)).toBeUndefined();
    expect(routeOfUrl(`${app}/__fake/pages/products/P1002`, app)).toBeUndefined();
    expect(routeOfUrl('about:blank', app)).toBeUndefined();
  });

  it('matches the table as React Router does; unknown app paths are the not-found route', () => {
    expect(routeKey('/loandetail/', universe.routes)).toBe('/loanDetail');
    expect(routeKey('/payLater', universe.routes)).toBe('*');
    expect(routeKey('/promotion.html#/nowhere', universe.routes)).toBeUndefined();
  });
});

describe('buildReport', () => {
  it('counts operations called, with the tests that called them', () => {
    expect(keys(report.operations, true)).toEqual(['loanDetails', 'register', 'getSid']);
    const loanDetails = report.operations[0];
    expect(loanDetails).toMatchObject({ hits: 3, testCount: 1, tests: ['order.spec.ts › shows the order'] });
    expect(report.tests).toBe(2);
  });

  it('lists every outcome: success, named codes, no answer and the codes seen', () => {
    const outcomes = report.outcomes.map((item) => `${item.key}:${item.kind}:${item.reached ? 'yes' : 'no'}`);
    expect(outcomes).toEqual([
      'loanDetails success:success:yes',
      'loanDetails no answer:no answer:yes',
      'loanDetails 500:other:yes',
      'register success:success:no',
      'register -1:named:no',
      'register 11:named:yes',
      'register no answer:no answer:no',
      'getSid success:success:yes',
      'getSid no answer:no answer:no',
    ]);
  });

  it('counts bridge actions, routes, scenarios and faults', () => {
    expect(keys(report.bridge, false)).toEqual(['callPhone']);
    expect(report.bridge.find((item) => item.key === 'goHome')?.hits).toBe(2);
    expect(keys(report.routes, true)).toEqual([
      '/loanDetail',
      '*',
      '/promotion.html#/register',
      '/promotion.html#/download',
    ]);
    // One visit per test, however often it came back.
    expect(report.routes[0]?.hits).toBe(1);
    expect(keys(report.scenarios, false)).toEqual(['wrong-captcha', 'timeout']);
    expect(report.faults).toEqual({ calls: 2, tests: 1 });
  });

  it('keeps what was seen outside the universe, marked as such', () => {
    const outside = buildReport(universe, [
      { test: 't', calls: [call('mystery', '00')], bridge: [], routes: [] },
    ]).operations.at(-1);
    expect(outside).toMatchObject({ key: 'mystery', reached: true, expected: false });
  });
});

describe('formatTable', () => {
  it('prints one short line a section', () => {
    const files = { json: 'c.json', html: 'c.html' };
    expect(formatTable(report, files).split('\n')).toEqual([
      'Contract coverage of the e2e suite (2 tests)',
      '  operations   3/3 called',
      '  outcomes     5/9 reached      (success 2/3, named error codes 1/2, no answer 1/3, other codes seen 1)',
      '  bridge       2/3 actions      (1 never: callPhone)',
      '  routes       4/5              (1 never: /repay)',
      '  scenarios    1/3              (2 never: wrong-captcha, timeout); 2 calls changed by faults in 1 tests',
      'JSON: c.json  HTML: c.html',
    ]);
  });
});

describe('renderHtml', () => {
  it('is one page with a table per section and the unreached rows marked, escaped', () => {
    const html = renderHtml(report, universe.operations, 'table <text>');
    expect(html.match(/<table>/g)).toHaveLength(5);
    expect(html).toContain('<tr class="never"><td>callPhone</td>');
    expect(html).toContain('table &#60;text&#62;');
    expect(html).not.toMatch(/<(link|script)\b|src=/);
  });
});

describe('loadUniverse', () => {
  it('reads the contract, the bridge protocol, both route tables and the scenarios', () => {
    const real = loadUniverse(join(import.meta.dirname, '..'));
    expect(real.operations.length).toBeGreaterThan(30);
    expect(real.operations.find((operation) => operation.operationId === 'register')?.namedCodes).toEqual([
      '-1',
      '11',
      '102',
    ]);
    expect(real.operations.find((operation) => operation.operationId === 'repaymentCommit')).toMatchObject({
      method: 'POST',
      namedCodes: ['800005'],
    });
    expect(real.bridgeActions).toContain('goHome');
    expect(real.routes).toEqual(
      expect.arrayContaining(['/loanDetail', '/', '*', '/promotion.html#/agreement']),
    );
    expect(real.scenarios).not.toContain('none');
    expect(real.scenarios).toContain('timeout');
  });

  it('takes the error codes a description names, not the success ones', () => {
    expect(codesInDescription('A code other than `00` toasts; `413` too large, `-1` wrong')).toEqual([
      '413',
      '-1',
    ]);
  });
});
