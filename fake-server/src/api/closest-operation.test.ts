import { describe, expect, it } from 'vitest';
import { operations } from '../registry.ts';
import { closestOperation, editDistance, noOperationReason, operationRef } from './closest-operation.ts';

const served = operations.map(operationRef);
const closest = (method: string, path: string) => {
  const found = closestOperation(method, path, served);
  return found && { operationId: found.operation.operationId, differences: found.differences };
};

describe('closestOperation', () => {
  it('names the operation at the same path when only the method is wrong', () => {
    expect(closest('GET', '/v3/loan-details/loan-details')).toEqual({
      operationId: 'loanDetails',
      differences: ['method differs: takes POST'],
    });
  });

  it('sees a path typed in another case (Express would match it with the right method)', () => {
    expect(closest('GET', '/V3/Loan-Details/loan-details')).toEqual({
      operationId: 'loanDetails',
      differences: ['method differs: takes POST', 'case differs'],
    });
  });

  it('sees one segment misspelt, added or left out', () => {
    expect(closest('POST', '/v3/loan-details/loan-detail')).toEqual({
      operationId: 'loanDetails',
      differences: ["segment 'loan-detail' instead of 'loan-details'"],
    });
    expect(closest('POST', '/v3/loan-details/loan-details/extra')).toEqual({
      operationId: 'loanDetails',
      differences: ["extra segment 'extra'"],
    });
    expect(closest('POST', '/spoken/user-problem')?.differences).toEqual([
      expect.stringMatching(/^missing segment '/),
    ]);
  });

  it('sees a missing or wrong API prefix', () => {
    expect(closest('GET', '/service/channel/channel-template')).toMatchObject({
      differences: ["missing prefix '/api/v2/youmi'"],
    });
    expect(closest('POST', '/spoken/loan-details/loan-details')).toEqual({
      operationId: 'loanDetails',
      differences: ["prefix '/spoken' instead of '/v3'"],
    });
  });

  it('prefers the same method when two operations are as near', () => {
    const ops = [
      { operationId: 'a', method: 'GET', path: '/spoken/fooa' },
      { operationId: 'b', method: 'POST', path: '/spoken/foob' },
    ];
    expect(closestOperation('POST', '/spoken/fooc', ops)?.operation.operationId).toBe('b');
  });

  it('names nothing when no path is close, or the path is far too long', () => {
    expect(closest('GET', '/v3/nothing-like-any-operation-here')).toBeUndefined();
    expect(closest('POST', `/v3/loan-details/${'x'.repeat(500)}`)).toBeUndefined();
  });
});

describe('noOperationReason', () => {
  it('says what was sent, the closest operation and how it differs', () => {
    const ops = [{ operationId: 'foo', method: 'POST', path: '/spoken/fooo' }];
    expect(noOperationReason('GET', '/spoken/foo', closestOperation('GET', '/spoken/foo', ops))).toBe(
      "no operation for GET /spoken/foo; closest: POST /spoken/fooo (method differs: takes POST; segment 'foo' instead of 'fooo')",
    );
    expect(noOperationReason('GET', '/v3/zzz', undefined)).toBe(
      'no operation for GET /v3/zzz; nothing close (see openapi/openapi.yaml)',
    );
  });
});

describe('editDistance', () => {
  it('counts inserts, deletes and replacements', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});
