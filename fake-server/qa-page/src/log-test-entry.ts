// A logged call for the log pane's tests: a form POST answered with success, overridable.
import type { LogEntry } from './views.ts';

export function logEntry(change: Partial<LogEntry> = {}): LogEntry {
  return {
    id: 1,
    at: '2026-03-10T09:00:01.000Z',
    sandboxId: 'qa',
    method: 'POST',
    path: '/v3/loan-details/loan-details',
    url: '/v3/loan-details/loan-details?sessionId=qa',
    operationId: 'loanDetails',
    query: { sessionId: 'qa' },
    body: { productId: 'P1001', orderId: 'ORD21' },
    requestHeaders: { 'content-type': 'application/x-www-form-urlencoded' },
    httpStatus: 200,
    code: '00',
    message: 'success',
    durationMs: 4,
    effect: null,
    response: {
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: { code: '00', message: 'success', success: true, data: { orderStatus: 21 } },
    },
    nearMiss: null,
    ...change,
  };
}
