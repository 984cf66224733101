import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { call, testApp } from '../test-support/test-kit.ts';
import { StateFileError } from './state-file.ts';

function tempStateFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'fake-state-')), 'state.json');
}

const mainScript = new URL('../main.ts', import.meta.url).pathname;

describe('the state file', () => {
  it('keeps sandboxes, scenarios and faults across a restart, written atomically', async () => {
    const stateFile = tempStateFile();
    const first = testApp({ stateFile });
    await request(first)
      .patch('/__fake/orders/ORD21?sessionId=keep')
      .send({ orderStatus: 151, isScore: true });
    await call(
      first,
      'loanDetailPush',
      { body: { productId: 'P1001', amount: '500000', periods: '91', termUnit: '1' } },
      'keep',
    );
    await request(first).post('/__fake/scenario?sessionId=keep').send({ name: 'slow-network', delayMs: 5 });
    await request(first)
      .post('/__fake/faults?sessionId=keep')
      .send({ operationId: 'eventSave', code: '500', times: 3 });

    const saved = JSON.parse(readFileSync(stateFile, 'utf8'));
    expect(saved).toMatchObject({ format: 'cashloan-fake-server-state', version: 1, seed: 1 });
    expect(Object.keys(saved.sandboxes)).toContain('keep');
    expect(readdirSync(join(stateFile, '..'))).toEqual(['state.json']);

    const second = testApp({ stateFile });
    const order = await call(
      second,
      'loanDetails',
      { body: { productId: 'P1001', orderId: 'ORD21' } },
      'keep',
    );
    expect(order.body.data).toMatchObject({ orderStatus: 151, isScore: '1' });
    const pushed = await call(
      second,
      'loanDetails',
      { body: { productId: 'P1001', orderId: 'ORD1001' } },
      'keep',
    );
    expect(pushed.body.code).toBe('00');
    expect((await request(second).get('/__fake/scenario?sessionId=keep')).body).toMatchObject({
      active: 'slow-network',
      delayMs: 5,
    });
    expect((await request(second).get('/__fake/faults?sessionId=keep')).body.faults).toEqual([
      { operationId: 'eventSave', code: '500', remaining: 3 },
    ]);
    const untouched = await call(second, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD21' } });
    expect(untouched.body.data.orderStatus).toBe(21);
  });

  it('saves changes made by API calls too (records, new orders)', async () => {
    const stateFile = tempStateFile();
    const app = testApp({ stateFile });
    await call(app, 'eventSave', { body: { productId: 'P1001', moduleId: '30', positionId: '0' } });
    const saved = JSON.parse(readFileSync(stateFile, 'utf8'));
    expect(saved.sandboxes.default.state.event.events).toHaveLength(1);
  });

  it('seeds a slice missing from an older file instead of refusing it', async () => {
    const stateFile = tempStateFile();
    await call(testApp({ stateFile }), 'googleScore', { body: { score: '5' } });
    const saved = JSON.parse(readFileSync(stateFile, 'utf8'));
    delete saved.sandboxes.default.state.event;
    writeFileSync(stateFile, JSON.stringify(saved));
    const res = await call(testApp({ stateFile }), 'eventSave', {
      body: { productId: 'P1001', moduleId: '30', positionId: '0' },
    });
    expect(res.body.data.eventId).toBe('EV1');
  });

  it.each([
    ['not JSON', '{"format": ', /is not valid JSON/],
    ['not state', '{"hello": "world"}', /is not fake-server state \(format: /],
    ['a broken sandbox', null, /has a broken sandbox 'default' \(shared: orders/],
  ])(
    'refuses a file that is %s, says what to do and leaves it untouched',
    async (_kind, content, problem) => {
      const stateFile = tempStateFile();
      let text = content;
      if (text === null) {
        await call(testApp({ stateFile }), 'googleScore', { body: { score: '5' } });
        const saved = JSON.parse(readFileSync(stateFile, 'utf8'));
        saved.sandboxes.default.state.shared.orders = 'oops';
        text = JSON.stringify(saved);
      }
      writeFileSync(stateFile, text);
      expect(() => testApp({ stateFile })).toThrow(StateFileError);
      expect(() => testApp({ stateFile })).toThrow(problem);
      expect(() => testApp({ stateFile })).toThrow(
        /left untouched\. Fix it, delete it to start again from the seed, or set FAKE_STATE_FILE/,
      );
      expect(readFileSync(stateFile, 'utf8')).toBe(text);
    },
  );

  it('stops main.ts with exit code 1 and the message on a corrupt file', () => {
    const stateFile = tempStateFile();
    writeFileSync(stateFile, 'garbage');
    const run = spawnSync(process.execPath, [mainScript], {
      env: { ...process.env, FAKE_STATE_FILE: stateFile, FAKE_PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`the state file ${stateFile} is not valid JSON`);
    expect(readFileSync(stateFile, 'utf8')).toBe('garbage');
  });
});
