import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../persistence/sandbox-export.ts';
import { call, FIXED_NOW, testApp } from '../test-support/test-kit.ts';
import type { FakeEvent } from './event-bus.ts';

const exportOf = async (app: Express, id: string) => {
  const res = await request(app).get(`/__fake/sandboxes/${id}/export`);
  expect(res.status).toBe(200);
  return JSON.parse(res.text) as Record<string, unknown> & { state: Record<string, unknown> };
};
const importInto = (app: Express, id: string, body: unknown) =>
  request(app)
    .post(`/__fake/sandboxes/${id}/import`)
    .send(body as object);
const statusOf = async (app: Express, id: string, orderId: string, productId = 'P1001') =>
  (await call(app, 'loanDetails', { body: { productId, orderId } }, id)).body.data.orderStatus;
const complaintIds = async (app: Express, id: string) => {
  const tabs = (await call(app, 'problemList', {}, id)).body.data.tabs as { list: { id: string }[] }[];
  return tabs.flatMap((tab) => tab.list.map((item) => item.id)).sort();
};
const fileComplaint = (app: Express, id: string, problemDetail: string) =>
  call(
    app,
    'problemSave',
    { body: { problemType: '3', problemSonType: '', problemDetail, problemImage: '', orderNo: 'ORD21' } },
    id,
  );
/** Everything a QA read shows of a sandbox, to compare before and after a refused import. */
const visible = async (app: Express, id: string) => ({
  orders: (await request(app).get(`/__fake/orders?sessionId=${id}`)).body,
  scenario: (await request(app).get(`/__fake/scenario?sessionId=${id}`)).body,
  faults: (await request(app).get(`/__fake/faults?sessionId=${id}`)).body,
  complaints: await complaintIds(app, id),
});

/** A sandbox with a bug's world: statuses switched, a complaint filed, a scenario and a fault on. */
async function bugWorld(app: Express, id: string): Promise<void> {
  await request(app).patch(`/__fake/orders/ORD174R?sessionId=${id}`).send({ orderStatus: 200 });
  await request(app)
    .patch(`/__fake/orders/ORD21?sessionId=${id}`)
    .send({ orderStatus: 180, force: true, isScore: true });
  expect((await fileComplaint(app, id, 'Charged twice.')).body.data.problemId).toBe('CP1006');
  await request(app).post(`/__fake/scenario?sessionId=${id}`).send({ name: 'wrong-code' });
  await request(app)
    .post(`/__fake/faults?sessionId=${id}`)
    .send({ operationId: 'repaymentCommit', code: '500', times: 2 });
}

describe('GET /__fake/sandboxes/:id/export', () => {
  it('answers the world and QA switches as a named JSON file', async () => {
    const app = testApp();
    await bugWorld(app, 'bug');
    const res = await request(app).get('/__fake/sandboxes/bug/export');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sandbox-bug.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const snapshot = JSON.parse(res.text);
    expect(snapshot).toMatchObject({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      seed: 1,
      exportedAt: FIXED_NOW.toISOString(),
      sandboxId: 'bug',
      scenario: { name: 'wrong-code', delayMs: null },
      faults: [{ operationId: 'repaymentCommit', code: '500', remaining: 2 }],
      clock: { offsetMs: 0, now: FIXED_NOW.toISOString() },
    });
    expect(Object.keys(snapshot)).not.toContain('log');
    expect(snapshot.state.complaint.complaints.at(-1)).toMatchObject({ content: 'Charged twice.' });
  });

  it('exports the seed world for a sandbox never used, and refuses a reserved name', async () => {
    const app = testApp();
    const fresh = await exportOf(app, 'never-used');
    const seeded = await exportOf(app, 'another');
    expect(fresh.state).toEqual(seeded.state);
    expect(fresh).toMatchObject({ sandboxId: 'never-used', scenario: null, faults: [] });
    const reserved = await request(app).get('/__fake/sandboxes/__proto__/export');
    expect(reserved.status).toBe(400);
    expect(reserved.body.error).toMatch(/reserved/);
  });

  it('names a file of an id with odd characters safely', async () => {
    const res = await request(testApp()).get('/__fake/sandboxes/qa%20"ann"/export');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="sandbox-qa__ann_.json"; filename*=UTF-8''sandbox-qa%20%22ann%22.json`,
    );
  });
});

describe('POST /__fake/sandboxes/:id/import', () => {
  it('brings statuses, complaints, scenario and faults into another sandbox, replacing its own', async () => {
    const { app, server } = createServerApp({ seed: 1, now: () => FIXED_NOW, checkResponses: true });
    await bugWorld(app, 'bug');
    // The target's own state, which the import replaces.
    await request(app).patch('/__fake/orders/ORD110?sessionId=dev').send({ orderStatus: 21, force: true });
    await fileComplaint(app, 'dev', 'Mine, to be replaced.');
    await fileComplaint(app, 'dev', 'Mine too.');
    await request(app).post('/__fake/scenario?sessionId=dev').send({ name: 'slow-network', delayMs: 5 });
    const events: FakeEvent[] = [];
    server.events.subscribe((event) => events.push(event));

    const res = await importInto(app, 'dev', await exportOf(app, 'bug'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 'dev', from: 'bug' });

    expect(await statusOf(app, 'dev', 'ORD174R', 'P1002')).toBe(200);
    const ord21 = (await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD21' } }, 'dev'))
      .body.data;
    expect(ord21).toMatchObject({ orderStatus: 180, isScore: '1' });
    expect(await statusOf(app, 'dev', 'ORD110', 'P1003')).toBe(110);
    expect(await complaintIds(app, 'dev')).toEqual(await complaintIds(app, 'bug'));
    const detail = await call(app, 'problemDetail', { body: { problemId: 'CP1006' } }, 'dev');
    expect(detail.body.data.content).toBe('Charged twice.');
    expect((await request(app).get('/__fake/scenario?sessionId=dev')).body).toMatchObject({
      active: 'wrong-code',
      delayMs: null,
    });
    expect((await request(app).get('/__fake/faults?sessionId=dev')).body.faults).toEqual([
      { operationId: 'repaymentCommit', code: '500', remaining: 2 },
    ]);
    // The next complaint continues the imported numbering, not the target's old one.
    expect((await fileComplaint(app, 'dev', 'After import.')).body.data.problemId).toBe('CP1007');

    const notices = (await request(app).get('/__fake/requests?sessionId=dev')).body.requests.filter(
      (entry: { method: string }) => entry.method === 'NOTICE',
    );
    expect(notices).toEqual([
      expect.objectContaining({
        code: 'imported',
        message: `Sandbox 'dev' was imported from 'bug' exported at ${FIXED_NOW.toISOString()}.`,
      }),
    ]);
    // A reset event: the QA page reloads, an open app refetches.
    expect(events.filter((event) => event.type !== 'request')).toEqual([
      expect.objectContaining({
        type: 'reset',
        sandboxId: 'dev',
        data: { sandboxId: 'dev', importedFrom: 'bug', exportedAt: FIXED_NOW.toISOString() },
      }),
    ]);
    // The source is untouched.
    expect(await complaintIds(app, 'bug')).not.toContain('CP1007');
  });

  it('keeps the import with FAKE_DB: a new server on the same file shows it, and nothing of the old target', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'fake-share-')), 'sandboxes.db');
    const first = testApp({ db });
    await request(first).patch('/__fake/orders/ORD21?sessionId=bug').send({ orderStatus: 151 });
    // The target's stored complaint and scenario are at the seed in the export: they must go.
    await fileComplaint(first, 'dev', 'Stored before the import.');
    await request(first).post('/__fake/scenario?sessionId=dev').send({ name: 'server-error' });
    expect((await importInto(first, 'dev', await exportOf(first, 'bug'))).status).toBe(200);
    // A change after the import is saved on top of it.
    await request(first).patch('/__fake/orders/ORD174?sessionId=dev').send({ orderStatus: 180 });

    const second = testApp({ db });
    expect(await statusOf(second, 'dev', 'ORD21')).toBe(151);
    expect(await statusOf(second, 'dev', 'ORD174')).toBe(180);
    expect(await complaintIds(second, 'dev')).toEqual(await complaintIds(second, 'never-used'));
    expect((await request(second).get('/__fake/scenario?sessionId=dev')).body.active).toBe('none');
  });

  it('reads an export missing a slice (an older checkout) and seeds that slice', async () => {
    const app = testApp();
    await bugWorld(app, 'bug');
    await fileComplaint(app, 'dev', 'Replaced by the seed complaints.');
    const { complaint: _dropped, ...older } = (await exportOf(app, 'bug')).state;
    const res = await importInto(app, 'dev', { ...(await exportOf(app, 'bug')), state: older });
    expect(res.status).toBe(200);
    expect(await statusOf(app, 'dev', 'ORD174R', 'P1002')).toBe(200);
    expect(await complaintIds(app, 'dev')).toEqual(['CP1001', 'CP1002', 'CP1003', 'CP1004', 'CP1005']);
  });

  describe('refuses a bad file with 400 naming what is wrong, and changes nothing', () => {
    const cases: [string, (good: Record<string, unknown>) => unknown, RegExp][] = [
      ['an array', () => [1, 2], /not a sandbox export/],
      [
        'another format',
        (good) => ({ ...good, format: 'har' }),
        /format: expected 'cashloan-fake-sandbox', got 'har'/,
      ],
      [
        'a newer version',
        (good) => ({ ...good, version: 3 }),
        /version 3 is newer than this fake server reads \(up to 2\)/,
      ],
      [
        'a version 2 file without its clock',
        (good) => ({ ...good, clock: undefined }),
        /clock: a version 2 export must have \{ offsetMs \}/,
      ],
      [
        'a clock with no whole offset',
        (good) => ({ ...good, clock: { offsetMs: 'soon' } }),
        /clock\.offsetMs: /,
      ],
      ['no version', (good) => ({ ...good, version: undefined }), /version: must be a whole number/],
      [
        'another seed',
        (good) => ({ ...good, seed: 7 }),
        /made with FAKE_SEED 7, and this server runs FAKE_SEED 1/,
      ],
      [
        'a broken slice',
        (good) => ({ ...good, state: { ...(good.state as object), order: 'oops' } }),
        /state\.order: must be an object, got 'oops'/,
      ],
      [
        'broken orders',
        (good) => ({
          ...good,
          state: {
            ...(good.state as object),
            shared: { ...(good.state as { shared: object }).shared, orders: 'oops' },
          },
        }),
        /state\.shared\.orders: must be an array, got 'oops'/,
      ],
      [
        'an unknown slice',
        (good) => ({ ...good, state: { ...(good.state as object), clock: {} } }),
        /no slice 'clock'/,
      ],
      ['no state', (good) => ({ ...good, state: undefined }), /state: is required/],
      [
        'an unknown scenario',
        (good) => ({ ...good, scenario: { name: 'flood', delayMs: null } }),
        /no scenario 'flood'/,
      ],
      [
        'a fault of no operation',
        (good) => ({ ...good, faults: [{ operationId: 'nope', code: '500', remaining: null }] }),
        /no operation 'nope'/,
      ],
      [
        'a bad exportedAt',
        (good) => ({ ...good, exportedAt: 'yesterday' }),
        /exportedAt: must be a valid datetime/,
      ],
    ];
    it.each(cases)('%s', async (_name, spoil, message) => {
      const app = testApp();
      await bugWorld(app, 'bug');
      await request(app).patch('/__fake/orders/ORD200?sessionId=dev').send({ orderStatus: 21, force: true });
      const before = await visible(app, 'dev');
      const res = await importInto(app, 'dev', spoil(await exportOf(app, 'bug')));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
      expect(res.body.error).toMatch(/^Not imported: .*Sandbox 'dev' is unchanged\.$/);
      expect(await visible(app, 'dev')).toEqual(before);
    });

    it('not JSON, or not sent as JSON', async () => {
      const app = testApp();
      await request(app).patch('/__fake/orders/ORD200?sessionId=dev').send({ orderStatus: 21, force: true });
      const before = await visible(app, 'dev');
      const broken = await request(app)
        .post('/__fake/sandboxes/dev/import')
        .set('Content-Type', 'application/json')
        .send('{"format": "cashloan-fake-sandbox",');
      expect(broken.status).toBe(400);
      expect(broken.body.error).toMatch(/^The body is not valid JSON/);
      const text = await request(app)
        .post('/__fake/sandboxes/dev/import')
        .set('X-Fake-Admin', '1')
        .type('text')
        .send('hello');
      expect(text.status).toBe(400);
      expect(text.body.error).toMatch(/Content-Type: application\/json/);
      expect(await visible(app, 'dev')).toEqual(before);
    });

    it('too large: 413 past 2 MB, while a well-used export fits', async () => {
      const app = testApp();
      const good = await exportOf(app, 'bug');
      const before = await visible(app, 'dev');
      const huge = await importInto(app, 'dev', { ...good, padding: 'x'.repeat(2 * 1024 * 1024) });
      expect(huge.status).toBe(413);
      expect(huge.body.error).toBe('The body is larger than 2048 kB; nothing was changed.');
      expect(await visible(app, 'dev')).toEqual(before);
      // Past the QA API's usual 100 kB, under the import's own limit.
      const large = await importInto(app, 'dev', { ...good, padding: 'x'.repeat(500 * 1024) });
      expect(large.status).toBe(200);
    });
  });
});
