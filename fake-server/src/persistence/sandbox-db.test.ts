import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { call, FIXED_NOW, testApp, testWorld } from '../test-support/test-kit.ts';
import { SandboxDbError } from './sandbox-db.ts';
import { StateFileError } from './state-file.ts';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'fake-db-'));
}
const tempDb = () => join(tempDir(), 'sandboxes.db');
const mainScript = new URL('../main.ts', import.meta.url).pathname;

/** The stored rows, read straight from the file as another tool would. */
function storedRows(path: string): { id: string; part: string; saved: string }[] {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return db.prepare('SELECT sandbox_id AS id, part, saved FROM parts ORDER BY sandbox_id, part').all() as {
      id: string;
      part: string;
      saved: string;
    }[];
  } finally {
    db.close();
  }
}
const storedIds = (path: string) => [...new Set(storedRows(path).map((row) => row.id))];

const orderStatus = async (app: ReturnType<typeof testApp>, orderId: string, sandbox: string) =>
  (await call(app, 'loanDetails', { body: { productId: 'P1001', orderId } }, sandbox)).body.data.orderStatus;

describe('the sandbox database (FAKE_DB)', () => {
  it('keeps sandboxes, scenarios and faults across a restart', async () => {
    const db = tempDb();
    const first = testApp({ db });
    await request(first)
      .patch('/__fake/orders/ORD21?sessionId=keep')
      .send({ orderStatus: 151, isScore: true });
    await call(
      first,
      'pushLoan',
      { body: { productId: 'P1001', amount: '500000', periods: '91', termUnit: '1' } },
      'keep',
    );
    await request(first).post('/__fake/scenario?sessionId=keep').send({ name: 'slow-network', delayMs: 5 });
    await request(first)
      .post('/__fake/faults?sessionId=keep')
      .send({ operationId: 'eventSave', code: '500', times: 3 });

    const second = testApp({ db });
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
    expect(await orderStatus(second, 'ORD21', 'other')).toBe(21);
  });

  it('writes only the sandbox a call changed, and nothing for a read', async () => {
    const db = tempDb();
    const app = testApp({ db });
    await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD21' } }, 'reader');
    await request(app).get('/__fake/orders?sessionId=reader');
    expect(storedRows(db)).toEqual([]);
    await call(app, 'eventSave', { body: { productId: 'P1001', moduleId: '30', positionId: '0' } }, 'writer');
    // Only the slice the call changed is written.
    const rows = storedRows(db);
    expect(rows.map((row) => [row.id, row.part])).toEqual([['writer', 'event']]);
    expect(JSON.parse(rows[0]?.saved ?? '{}').events).toHaveLength(1);
    // The same read again after the write still writes nothing new.
    const before = rows[0]?.saved;
    await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD21' } }, 'writer');
    expect(storedRows(db)).toEqual(rows);
    expect(storedRows(db)[0]?.saved).toBe(before);
  });

  it("keeps each sandbox's last use across a restart, a read-only call's too, most recent first", async () => {
    const db = tempDb();
    const first = testApp({ db });
    await orderStatus(first, 'ORD21', 'reader');
    await request(first).patch('/__fake/orders/ORD21?sessionId=writer').send({ orderStatus: 151 });
    const usedAt = async (app: ReturnType<typeof testApp>) =>
      (await request(app).get('/__fake/requests?sessionId=reader')).body.requests.at(-1)?.at as string;
    const readerAt = await usedAt(first);
    expect(readerAt).toMatch(/^\d{4}-/);

    const second = testApp({ db });
    const known = (await request(second).get('/__fake/sandboxes')).body.known as {
      sandboxId: string;
      lastUsedAt: string | null;
    }[];
    // The writer's change was saved after the reader's call: it comes first.
    expect(known.map((entry) => entry.sandboxId)).toEqual(['writer', 'reader']);
    expect(known[1]).toEqual({ sandboxId: 'reader', lastUsedAt: readerAt });
    expect(Date.parse(known[0]?.lastUsedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(readerAt));
  });

  it('reads an evicted sandbox back from the database: nothing a QA person did is lost', async () => {
    const db = tempDb();
    const app = testApp({ db, cacheLimit: 3 });
    await request(app).patch('/__fake/orders/ORD21?sessionId=qa-ana').send({ orderStatus: 200, force: true });
    for (const other of ['a', 'b', 'c', 'd', 'e']) await orderStatus(app, 'ORD21', other);
    expect(
      (await request(app).get('/__fake/sandboxes')).body.sandboxes.map(
        (s: { sandboxId: string }) => s.sandboxId,
      ),
    ).not.toContain('qa-ana');
    expect(await orderStatus(app, 'ORD21', 'qa-ana')).toBe(200);
    const log = (await request(app).get('/__fake/requests?sessionId=qa-ana')).body.requests;
    expect(log.some((entry: { code: string }) => entry.code === 'evicted')).toBe(false);
  });

  it('a reset removes the sandbox from the database; reset all empties it', async () => {
    const db = tempDb();
    const app = testApp({ db });
    await request(app).patch('/__fake/orders/ORD21?sessionId=one').send({ orderStatus: 200 });
    await request(app).patch('/__fake/orders/ORD21?sessionId=two').send({ orderStatus: 200, force: true });
    await request(app).post('/__fake/reset?sessionId=one').send({});
    expect(storedIds(db)).toEqual(['two']);
    const all = await request(app).post('/__fake/reset?all=1').send({});
    expect(all.body.reset).toEqual(expect.arrayContaining(['two']));
    expect(storedRows(db)).toEqual([]);
    expect(await orderStatus(testApp({ db }), 'ORD21', 'two')).toBe(21);
  });

  it('refuses a database made with another seed, naming both', () => {
    const db = tempDb();
    testApp({ db, seed: 1 });
    expect(() => testApp({ db, seed: 7 })).toThrow(SandboxDbError);
    expect(() => testApp({ db, seed: 7 })).toThrow(
      /was made with FAKE_SEED 1, and the server was started with FAKE_SEED 7/,
    );
  });

  it('refuses a database of another schema version', () => {
    const db = tempDb();
    testApp({ db });
    const raw = new DatabaseSync(db);
    raw.prepare("UPDATE meta SET value = '99' WHERE key = 'schema_version'").run();
    raw.close();
    expect(() => testApp({ db })).toThrow(/has schema version 99, and this fake server reads version 1/);
  });

  it.each([
    [
      'a directory',
      (dir: string) => {
        mkdirSync(join(dir, 'taken.db'));
        return join(dir, 'taken.db');
      },
      /cannot be opened as a fake-server database/,
    ],
    [
      'not a database',
      (dir: string) => {
        writeFileSync(
          join(dir, 'garbage.db'),
          'garbage that is not SQLite, long enough to have a header '.repeat(20),
        );
        return join(dir, 'garbage.db');
      },
      /cannot be opened as a fake-server database/,
    ],
    [
      'under a file',
      (dir: string) => {
        writeFileSync(join(dir, 'file'), 'x');
        return join(dir, 'file', 'sandboxes.db');
      },
      /cannot be opened as a fake-server database/,
    ],
  ])('refuses a path that is %s, saying what to do', (_kind, make, problem) => {
    const path = make(tempDir());
    expect(() => testApp({ db: path })).toThrow(problem);
    expect(() => testApp({ db: path })).toThrow(
      /Fix it, delete it to start again from the seed, or set FAKE_DB/,
    );
  });

  it('sets aside a stored sandbox that no longer fits: it starts from the seed, and a file keeps what was stored', async () => {
    const db = tempDb();
    testApp({ db });
    const raw = new DatabaseSync(db);
    raw
      .prepare(
        "INSERT INTO parts (sandbox_id, part, saved, updated_at) VALUES ('qa', 'shared', '{\"orders\":\"oops\"}', 'x')",
      )
      .run();
    raw.close();
    const { app, server } = createServerApp({ seed: 1, now: () => FIXED_NOW, db });
    const [note] = server.notes;
    expect(note).toMatch(
      /^Sandbox 'qa' did not fit this server \(.*shared\.orders: must be an array, got 'oops'.*\): it starts again from the seed\. What was stored is in (.+\.json): fix what is named there and import it/,
    );
    const file = /What was stored is in (.+\.json):/.exec(note ?? '')?.[1] ?? '';
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      format: 'cashloan-fake-sandbox',
      sandboxId: 'qa',
      state: { shared: { orders: 'oops' } },
    });
    expect(storedIds(db)).not.toContain('qa');
    expect(await orderStatus(app, 'ORD21', 'qa')).toBe(21);
    const log = (await request(app).get('/__fake/requests?sessionId=qa')).body.requests;
    expect(log[0]).toMatchObject({ method: 'NOTICE', code: 'set-aside', message: note });
  });

  it('stops main.ts with exit code 1 and the message on an unopenable database, at once', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'taken.db'));
    const run = spawnSync(process.execPath, [mainScript], {
      env: { ...process.env, FAKE_DB: join(dir, 'taken.db'), FAKE_PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`the database ${join(dir, 'taken.db')} cannot be opened`);
  });
});

describe('an old JSON state file (FAKE_STATE_FILE)', () => {
  function oldStateFile(dir: string): string {
    const state = testWorld() as unknown as {
      shared: { orders: { orderId: string; status: number }[] };
      event?: unknown;
    };
    const order = state.shared.orders.find((candidate) => candidate.orderId === 'ORD21');
    if (order) order.status = 151;
    // Written before the event slice existed: it is seeded on the way in.
    delete state.event;
    const path = join(dir, 'state.json');
    writeFileSync(
      path,
      JSON.stringify({
        format: 'cashloan-fake-server-state',
        version: 1,
        seed: 1,
        sandboxes: { keep: { state, scenario: null, faults: [] } },
      }),
    );
    return path;
  }

  it('is moved into the database once and renamed', async () => {
    const dir = tempDir();
    const stateFile = oldStateFile(dir);
    const db = join(dir, 'sandboxes.db');
    const app = testApp({ db, stateFile });
    expect(await orderStatus(app, 'ORD21', 'keep')).toBe(151);
    expect(existsSync(stateFile)).toBe(false);
    expect(existsSync(`${stateFile}.migrated`)).toBe(true);
    expect(storedIds(db)).toEqual(['keep']);
    const res = await call(
      app,
      'eventSave',
      { body: { productId: 'P1001', moduleId: '30', positionId: '0' } },
      'keep',
    );
    expect(res.body.data.eventId).toBe('EV1');
  });

  it('given alone, goes into the database beside it', async () => {
    const dir = tempDir();
    const stateFile = oldStateFile(dir);
    const app = testApp({ stateFile });
    expect(await orderStatus(app, 'ORD21', 'keep')).toBe(151);
    expect(storedIds(join(dir, 'state.db'))).toEqual(['keep']);
  });

  it.each([
    ['not JSON', '{"format": ', /is not valid JSON/],
    ['not state', '{"hello": "world"}', /is not fake-server state \(format: /],
  ])('refuses a file that is %s and leaves it untouched', (_kind, text, problem) => {
    const dir = tempDir();
    const stateFile = join(dir, 'state.json');
    writeFileSync(stateFile, text);
    expect(() => testApp({ db: join(dir, 'sandboxes.db'), stateFile })).toThrow(StateFileError);
    expect(() => testApp({ db: join(dir, 'sandboxes2.db'), stateFile })).toThrow(problem);
    expect(readFileSync(stateFile, 'utf8')).toBe(text);
  });
});

describe('in memory (no FAKE_DB)', () => {
  it('tells the next call of an evicted sandbox that it starts again from the seed', async () => {
    const app = testApp({ cacheLimit: 3 });
    await request(app).patch('/__fake/orders/ORD21?sessionId=qa-ana').send({ orderStatus: 200, force: true });
    for (const other of ['a', 'b', 'c', 'd']) await orderStatus(app, 'ORD21', other);
    expect(await orderStatus(app, 'ORD21', 'qa-ana')).toBe(21);
    const log = (await request(app).get('/__fake/requests?sessionId=qa-ana')).body.requests;
    expect(log[0]).toMatchObject({ method: 'NOTICE', code: 'evicted' });
    expect(log[0].message).toMatch(/Sandbox 'qa-ana' was evicted: more than 3 sandboxes .* Set FAKE_DB/);
  });
});
