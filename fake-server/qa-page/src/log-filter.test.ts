import { describe, expect, it } from 'vitest';
import { filterChoices, matchesFilter, NO_FILTER } from './log-filter.ts';
import { outcomeOf } from './log-outcome.ts';
import { logEntry } from './log-test-entry.ts';

const success = logEntry();
const serverMessage = logEntry({ id: 2, code: '400', message: 'orderId: is required' });
const fault = logEntry({ id: 3, httpStatus: 503, code: '503', effect: 'fault' });
const scenario = logEntry({ id: 4, code: '9001', effect: 'scenario:maintenance' });
const nearMiss = logEntry({
  id: 5,
  operationId: null,
  method: 'GET',
  path: '/v3/loan-detail',
  httpStatus: 404,
  code: '404',
  nearMiss: { kind: 'no-operation', closest: null, reason: 'no operation for GET /v3/loan-detail' },
});
const dropped = logEntry({ id: 6, httpStatus: 0, code: null, effect: 'fault', response: null });
const image = logEntry({
  id: 7,
  operationId: 'getCaptcha',
  code: null,
  response: { headers: {}, body: { contentType: 'image/svg+xml', size: 1200 } },
});
const upstream = logEntry({ id: 8, effect: 'upstream http://staging' });
const all = [success, serverMessage, fault, scenario, nearMiss, dropped, image, upstream];

describe('outcomeOf', () => {
  it('tells success, server message, fault or scenario, near-miss and dropped apart', () => {
    expect(all.map(outcomeOf)).toEqual([
      'success',
      'server-message',
      'effect',
      'effect',
      'near-miss',
      'dropped',
      'success',
      'success',
    ]);
  });
});

describe('matchesFilter', () => {
  const shown = (filter: Partial<typeof NO_FILTER>) =>
    all.filter((entry) => matchesFilter(entry, { ...NO_FILTER, ...filter })).map((entry) => entry.id);

  it('shows everything with no filter', () => {
    expect(shown({})).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('filters by operation, by HTTP status or envelope code, and by outcome', () => {
    expect(shown({ operation: 'getCaptcha' })).toEqual([7]);
    expect(shown({ status: 'http:404' })).toEqual([5]);
    expect(shown({ status: 'code:400' })).toEqual([2]);
    expect(shown({ outcome: 'effect' })).toEqual([3, 4]);
    expect(shown({ outcome: 'near-miss', status: 'code:404' })).toEqual([5]);
  });

  it('searches path, operation, code, message and the response body, every word, any case', () => {
    expect(shown({ search: 'LOAN-DETAIL required' })).toEqual([2]);
    expect(shown({ search: '"orderstatus":21 required' })).toEqual([2]);
    expect(shown({ search: 'image/svg getcaptcha' })).toEqual([7]);
    expect(shown({ search: 'maintenance' })).toEqual([4]);
    expect(shown({ search: 'nothing-like-this' })).toEqual([]);
  });
});

describe('filterChoices', () => {
  it('offers the operations and statuses the lines hold, HTTP statuses first, in number order', () => {
    expect(filterChoices([nearMiss, fault, success, image])).toEqual({
      operations: ['getCaptcha', 'loanDetails'],
      statuses: ['http:200', 'http:404', 'http:503', 'code:00', 'code:404', 'code:503'],
    });
  });
});
