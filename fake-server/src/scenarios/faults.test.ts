import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { call, listen, testApp } from '../test-support/test-kit.ts';

const body = { productId: 'P1001', orderId: 'ORD21' };

async function addFault(
  app: ReturnType<typeof testApp>,
  fault: Record<string, unknown>,
  sessionId = 'default',
) {
  return request(app).post(`/__fake/faults?sessionId=${sessionId}`).send(fault);
}

describe('faults', () => {
  it('delay: waits, then answers normally', async () => {
    const app = testApp();
    await addFault(app, { operationId: 'loanDetails', delayMs: 100, times: 1 });
    const started = performance.now();
    const res = await call(app, 'loanDetails', { body });
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect(res.body.code).toBe('00');
  });

  it('httpStatus: answers that status with an envelope', async () => {
    const app = testApp();
    await addFault(app, { operationId: 'loanDetails', httpStatus: 503 });
    const res = await call(app, 'loanDetails', { body });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: '503', success: false, data: null, message: expect.any(String) });
  });

  it('code and message: answers HTTP 200 with that envelope (flag and shape per group)', async () => {
    const app = testApp();
    await addFault(app, { operationId: 'getProductLink', code: '9001', message: 'Product offline' });
    const res = await call(app, 'getProductLink', {
      body: { module: 'm', position: '0', productKey: 'P1001' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: '9001', message: 'Product offline', data: null });
  });

  it('drop: closes the connection without an answer', async () => {
    const app = testApp();
    await addFault(app, { operationId: 'loanDetails', drop: true, times: 1 });
    const server = await listen(app);
    try {
      const dropped = fetch(`${server.url}/v3/loan-details/loan-details`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body),
      });
      await expect(dropped).rejects.toThrow();
      const log = await request(app).get('/__fake/requests?operationId=loanDetails');
      expect(log.body.requests.at(-1)).toMatchObject({
        code: null,
        effect: 'fault',
        message: 'connection dropped',
      });
    } finally {
      await server.close();
    }
  });

  it('delay: a caller who hangs up is logged as such once the connection closes, not after the delay', async () => {
    const app = testApp();
    await addFault(app, { operationId: 'loanDetails', delayMs: 10_000, times: 1 });
    const server = await listen(app);
    try {
      const leaving = new AbortController();
      const call = fetch(`${server.url}/v3/loan-details/loan-details`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body),
        signal: leaving.signal,
      });
      setTimeout(() => leaving.abort(), 100);
      await expect(call).rejects.toThrow();
      await expect
        .poll(
          async () =>
            (await request(app).get('/__fake/requests?operationId=loanDetails')).body.requests.at(-1),
          {
            timeout: 3000,
          },
        )
        .toMatchObject({
          httpStatus: 0,
          effect: 'fault',
          message: 'the caller hung up while the call was delayed',
        });
    } finally {
      await server.close();
    }
  });

  it('times: applies to the next N calls only', async () => {
    const app = testApp();
    await addFault(app, { operationId: 'loanDetails', code: '500', times: 2 });
    const codes = [];
    for (let index = 0; index < 3; index += 1)
      codes.push((await call(app, 'loanDetails', { body })).body.code);
    expect(codes).toEqual(['500', '500', '00']);
    expect((await request(app).get('/__fake/faults')).body.faults).toEqual([]);
  });

  it('without times: stays until cleared; DELETE clears one or all', async () => {
    const app = testApp();
    await addFault(app, { operationId: 'loanDetails', code: '500' });
    await addFault(app, { operationId: 'eventSave', code: '500' });
    for (let index = 0; index < 3; index += 1)
      expect((await call(app, 'loanDetails', { body })).body.code).toBe('500');
    const one = await request(app).delete('/__fake/faults?operationId=loanDetails').set('X-Fake-Admin', '1');
    expect(one.body.faults.map((fault: { operationId: string }) => fault.operationId)).toEqual(['eventSave']);
    expect((await call(app, 'loanDetails', { body })).body.code).toBe('00');
    await request(app).delete('/__fake/faults').set('X-Fake-Admin', '1');
    expect(
      (await call(app, 'eventSave', { body: { productId: 'P1', moduleId: '30', positionId: '0' } })).body
        .code,
    ).toBe('00');
  });

  it("'*' faults every operation; an operation's own fault wins over it", async () => {
    const app = testApp();
    await addFault(app, { operationId: '*', code: '777' });
    await addFault(app, { operationId: 'loanDetails', code: '888' });
    expect((await call(app, 'getErrorPageInfo')).body.code).toBe('777');
    expect((await call(app, 'loanDetails', { body })).body.code).toBe('888');
  });

  it('win over the active scenario and stay in their sandbox', async () => {
    const app = testApp();
    await request(app).post('/__fake/scenario?sessionId=qa').send({ name: 'server-error' });
    await addFault(app, { operationId: 'getErrorPageInfo', code: '600', times: 1 }, 'qa');
    expect((await call(app, 'getErrorPageInfo', {}, 'qa')).body.code).toBe('600');
    expect((await call(app, 'getErrorPageInfo', {}, 'qa')).body.code).toBe('500');
    expect((await call(app, 'getErrorPageInfo', {}, 'other')).body.code).toBe('00');
  });

  it('refuses bad faults with a message that says what to send', async () => {
    const app = testApp();
    const unknown = await addFault(app, { operationId: 'nope', code: '500' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain("no operation 'nope'");
    const empty = await addFault(app, { operationId: 'loanDetails' });
    expect(empty.body.error).toContain('at least one of delayMs, httpStatus, code or drop');
    const success = await addFault(app, { operationId: 'loanDetails', code: '00' });
    expect(success.body.error).toMatch(/^code: is a success code/);
    const typo = await addFault(app, { operationId: 'loanDetails', code: '500', time: 2 });
    expect(typo.body.error).toContain("'time'");
    const status = await addFault(app, { operationId: 'loanDetails', httpStatus: 200 });
    expect(status.body.error).toMatch(/^httpStatus: must be at least 400/);
  });
});
