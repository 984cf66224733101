import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { serverFaultsOf } from '../test-support/sandbox-walk.ts';
import { FIXED_NOW, testApp, testWorld } from '../test-support/test-kit.ts';

// Sandboxes an older server stored broken (a clock moved past what a date can hold, an
// import of dueDate 'not-a-date'; every call of them answered 500, across restarts) do not stay
// broken: the start repairs a clock with a notice, and sets aside a world it cannot read.

const tempDb = () => join(mkdtempSync(join(tmpdir(), 'fake-broken-')), 'sandboxes.db');

/** Stores a part of a sandbox as an older server would have, straight into the file. */
function storeRaw(db: string, sandboxId: string, part: string, saved: unknown): void {
  testApp({ db });
  const raw = new DatabaseSync(db);
  raw
    .prepare("INSERT INTO parts (sandbox_id, part, saved, updated_at) VALUES (?, ?, ?, 'x')")
    .run(sandboxId, part, JSON.stringify(saved));
  raw.close();
}

const start = (db: string) => createServerApp({ seed: 1, now: () => FIXED_NOW, db, checkResponses: true });

describe('a stored sandbox an older server broke', () => {
  it('with its clock past any date: repaired at start with a notice, every call answers, a reset brings real time', async () => {
    const db = tempDb();
    storeRaw(db, 'qa', '#qa', { scenario: null, faults: [], clockOffsetMs: 8.64e15 });
    const { app, server } = start(db);
    const note =
      "Sandbox 'qa' was repaired at start: its clock offset 8640000000000000 ms was past the 10 years the clock may show; it shows the nearest day in range (reset the clock for real time).";
    expect(server.notes).toEqual([note]);
    const log = (await request(app).get('/__fake/requests?sessionId=qa')).body.requests;
    expect(log[0]).toMatchObject({ method: 'NOTICE', code: 'repaired', message: note });
    expect((await request(app).get('/__fake/clock?sessionId=qa')).body.now).toBe('2036-03-10T23:59:59.999Z');
    expect(await serverFaultsOf(app, 'qa')).toEqual([]);
    // Repaired in the file: the next start has nothing to say.
    expect(start(db).server.notes).toEqual([]);
    const reset = await request(app).post('/__fake/clock?sessionId=qa').send({ reset: true });
    expect(reset.body).toMatchObject({ now: FIXED_NOW.toISOString(), offsetMs: 0 });
  });

  it("with an imported dueDate 'not-a-date': set aside at start, naming the field; the file imports once fixed", async () => {
    const db = tempDb();
    const shared = testWorld().shared;
    const broken = structuredClone(shared);
    const order = broken.orders[3];
    if (order === undefined) throw new Error('Seed bug: fewer than 4 orders');
    order.dueDate = 'not-a-date';
    storeRaw(db, 'qa', 'shared', broken);
    const { app, server } = start(db);
    expect(server.notes).toHaveLength(1);
    expect(server.notes[0]).toContain(
      "Sandbox 'qa' did not fit this server (shared.orders[3].dueDate: must be a day YYYY-MM-DD from 2000-01-01 to 2199-12-31, got 'not-a-date'): it starts again from the seed.",
    );
    expect(await serverFaultsOf(app, 'qa')).toEqual([]);

    const file = /What was stored is in (.+\.json):/.exec(server.notes[0] ?? '')?.[1] ?? '';
    const setAside = JSON.parse(readFileSync(file, 'utf8'));
    expect((await request(app).post('/__fake/sandboxes/qa/import').send(setAside)).body.error).toContain(
      'state.shared.orders[3].dueDate: must be a day',
    );
    setAside.state.shared.orders[3].dueDate = shared.orders[3]?.dueDate;
    expect((await request(app).post('/__fake/sandboxes/qa/import').send(setAside)).status).toBe(200);
    expect(await serverFaultsOf(app, 'qa')).toEqual([]);
  });
});
