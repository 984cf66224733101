import { describe, expect, it } from 'vitest';
import { LoggedCall, type LogInput } from './logged-call.ts';

const answer = { code: '00', message: 'success', success: true, data: { orderId: 'ORD174', amount: 5000 } };
const input: LogInput = {
  at: '2026-11-26T10:00:00.000Z',
  sandboxId: 'qa',
  operationId: 'getLoanDetails',
  method: 'POST',
  path: '/v3/loan-details/loan-details',
  query: { sessionId: 'qa' },
  body: { productId: 'P1001', orderId: 'ORD174' },
  httpStatus: 200,
  code: '00',
  message: 'success',
  durationMs: 3,
  effect: null,
  url: '/v3/loan-details/loan-details?sessionId=qa',
  requestHeaders: { 'content-type': 'application/x-www-form-urlencoded', building: 'b' },
  response: {
    headers: { 'content-type': 'application/json; charset=utf-8' },
    bodyJson: JSON.stringify(answer),
  },
  nearMiss: null,
};

describe('LoggedCall', () => {
  it('reads back as the entry it was given, and writes the same JSON as a plain entry', () => {
    const call = new LoggedCall(7, input);
    expect(call.query).toEqual({ sessionId: 'qa' });
    expect(call.body).toEqual({ productId: 'P1001', orderId: 'ORD174' });
    expect(call.requestHeaders).toEqual(input.requestHeaders);
    expect(call.response).toEqual({ headers: input.response?.headers, body: answer });
    // The fields in the order GET /__fake/requests has always sent them.
    const wire = {
      id: 7,
      at: input.at,
      sandboxId: 'qa',
      operationId: 'getLoanDetails',
      method: 'POST',
      path: input.path,
      query: input.query,
      body: input.body,
      httpStatus: 200,
      code: '00',
      message: 'success',
      durationMs: 3,
      effect: null,
      url: input.url,
      requestHeaders: input.requestHeaders,
      response: { headers: input.response?.headers, body: answer },
      nearMiss: null,
    };
    expect(JSON.stringify(call)).toBe(JSON.stringify(wire));
  });

  it('a released body leaves status, code and headers, with the note in place of the body', () => {
    const call = new LoggedCall(1, input);
    call.releaseResponseBody('(not kept)');
    expect(call.response).toEqual({ headers: input.response?.headers, body: '(not kept)' });
    expect(call.code).toBe('00');
    expect(JSON.parse(JSON.stringify(call)).response.body).toBe('(not kept)');
  });

  it('a call nothing was sent to (a notice, a dropped connection) has no response, and none to release', () => {
    const call = new LoggedCall(2, { ...input, response: null });
    call.releaseResponseBody('(not kept)');
    expect(call.response).toBeNull();
    expect(JSON.parse(JSON.stringify(call)).response).toBeNull();
  });
});
