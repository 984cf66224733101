import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failureOf } from './failure.ts';

const httpError = (status: number, data: unknown = undefined) => ({
  message: 'Request failed',
  response: { status, data },
});

describe('failureOf: whether retrying a failed first load can help', () => {
  it('no answer at all (offline, dropped, timed out) is a network failure: retry', () => {
    expect(failureOf(undefined, new Error('Network Error'))).toEqual({
      kind: 'network',
      retryable: true,
      message: '',
    });
    expect(failureOf(undefined, { code: 'ECONNABORTED' })).toMatchObject({
      kind: 'network',
      retryable: true,
    });
  });

  it('every 5xx, as a status or an envelope code, is a server failure: retry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 599 }), fc.string(), (status, message) => {
        // A gateway's 5xx without the server's message reads as the connection failing.
        expect(failureOf(undefined, httpError(status))).toMatchObject({ kind: 'network', retryable: true });
        expect(failureOf(undefined, httpError(status, { code: String(status), message: 'Busy' }))).toEqual({
          kind: 'server',
          retryable: true,
          message: 'Busy',
        });
        expect(failureOf({ code: String(status), message }, null)).toEqual({
          kind: 'server',
          retryable: true,
          message,
        });
      }),
    );
  });

  it('a 4xx (not found, a missing value) is a refusal: the same call gets the same answer, no retry', () => {
    const refusal = fc.integer({ min: 400, max: 499 }).filter((code) => code !== 408 && code !== 429);
    fc.assert(
      fc.property(refusal, fc.string(), (code, message) => {
        expect(failureOf({ code: String(code), message }, null)).toEqual({
          kind: 'refused',
          retryable: false,
          message,
        });
        expect(failureOf(undefined, httpError(code, { code: String(code), message }))).toEqual({
          kind: 'refused',
          retryable: false,
          message,
        });
      }),
    );
  });

  it('time-out and too-many-requests codes, and codes this app does not know, can pass later: retry', () => {
    for (const code of ['408', '429', '99', '800005', 'busy'])
      expect(failureOf({ code, message: '' }, null)).toMatchObject({ retryable: true });
  });

  it('a success code without its data is the server’s failure: retry', () => {
    expect(failureOf({ code: '00', message: '', data: null }, null)).toMatchObject({
      kind: 'server',
      retryable: true,
    });
  });
});
