import { describe, expect, it } from 'vitest';
import { GetInstalmentPlanResponse } from '../../../openapi/generated/zod/repay/repay.zod.ts';
import { checkAnswer, DriftLog } from './drift.ts';
import { parseJson } from './forward.ts';

const answer = (json: unknown, status = 200, contentType = 'application/json') => ({
  status,
  contentType,
  json: parseJson(Buffer.from(typeof json === 'string' ? json : JSON.stringify(json))),
});

describe('checkAnswer', () => {
  it('reads a success answer against the success shape, not the error envelope', () => {
    const findings = checkAnswer(
      GetInstalmentPlanResponse,
      answer({ code: '00', message: 'success', success: true, data: { isShowReyTop: 2, repayAmount: '1' } }),
    );
    expect(findings).toContainEqual({
      path: 'data.isShowReyTop',
      expected: 'one of 0, 1',
      received: 'number 2',
    });
    expect(findings).toContainEqual({ path: 'data.repayAmount', expected: 'number', received: "string '1'" });
    expect(findings.some((finding) => finding.path === 'code')).toBe(false);
  });

  it('accepts an error envelope as such', () => {
    expect(
      checkAnswer(
        GetInstalmentPlanResponse,
        answer({ code: '404', message: 'no', success: false, data: null }),
      ),
    ).toEqual([]);
  });

  it('reports a non-200 answer, a non-JSON answer, and leaves images alone', () => {
    expect(checkAnswer(GetInstalmentPlanResponse, answer('oops', 502, 'text/plain'))).toEqual([
      expect.objectContaining({ received: 'HTTP 502' }),
    ]);
    expect(checkAnswer(GetInstalmentPlanResponse, answer('<html>', 200, 'text/html'))).toEqual([
      expect.objectContaining({ expected: 'a JSON envelope', received: 'text/html, not JSON' }),
    ]);
    expect(checkAnswer(GetInstalmentPlanResponse, answer('GIF89a', 200, 'image/gif'))).toEqual([]);
  });
});

describe('DriftLog', () => {
  it('counts a finding seen again, keeps sandboxes apart and clears one', () => {
    const log = new DriftLog();
    const finding = { path: 'data.x', expected: 'number', received: "string '1'" };
    expect(log.add('a', 'getExtensionQuote', [finding], '2026-03-10T09:00:00Z')).toBe(true);
    expect(log.add('a', 'getExtensionQuote', [finding], '2026-03-10T10:00:00Z')).toBe(false);
    expect(log.entries('a')).toEqual([
      {
        operationId: 'getExtensionQuote',
        ...finding,
        firstSeen: '2026-03-10T09:00:00Z',
        lastSeen: '2026-03-10T10:00:00Z',
        count: 2,
      },
    ]);
    expect(log.entries('b')).toEqual([]);
    expect(log.sandboxIds()).toEqual(['a']);
    log.clear('a');
    expect(log.entries('a')).toEqual([]);
  });
});
