import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { call, FIXED_NOW, testApp } from '../test-support/test-kit.ts';
import type { FakeEvent } from './event-bus.ts';

const DAY_MS = 86_400_000;
const clockOf = async (app: Express, id: string) =>
  (await request(app).get(`/__fake/clock?sessionId=${id}`)).body;
const moveClock = (app: Express, id: string, body: object) =>
  request(app).post(`/__fake/clock?sessionId=${id}`).send(body);
/** A line of the order screen's details (loan-details). */
const detailOf = async (app: Express, id: string, orderId: string, productId: string, text: string) => {
  const res = await call(app, 'loanDetails', { body: { productId, orderId } }, id);
  const lines = res.body.data.userOrderDetail.detail as { text: string; value: string }[];
  return lines.find((line) => line.text === text)?.value;
};
const repayAmountOf = async (app: Express, id: string) =>
  (await call(app, 'getInstalmentPlan', { body: { productId: 'P1004', orderId: 'ORD180' } }, id)).body.data
    .repayAmount as number;
const extensionOf = async (app: Express, id: string) =>
  (await call(app, 'getExtensionQuote', { body: { productId: 'P1001', orderId: 'ORD180R' } }, id)).body.data;

describe('GET /__fake/clock', () => {
  it('is real time (the server clock) with no offset by default, and names the seed day', async () => {
    expect(await clockOf(testApp(), 'qa')).toEqual({
      sandboxId: 'qa',
      now: FIXED_NOW.toISOString(),
      offsetMs: 0,
      seedDay: '2026-03-10',
      latestDay: '2036-03-10',
    });
  });
});

describe('POST /__fake/clock', () => {
  it("advances the sandbox's now: overdue days, penalty and the extension's pay-now date follow", async () => {
    const app = testApp();
    const days = Number(await detailOf(app, 'qa', 'ORD180', 'P1004', 'Overdue days'));
    expect(days).toBeGreaterThan(0);
    const amount = await repayAmountOf(app, 'qa');
    const extension = await extensionOf(app, 'qa');
    expect(extension.repayPlan[0].time).toBe('2026-03-10');

    const res = await moveClock(app, 'qa', { advance: '3d' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      sandboxId: 'qa',
      now: '2026-03-13T09:00:00.000Z',
      offsetMs: 3 * DAY_MS,
      seedDay: '2026-03-10',
      latestDay: '2036-03-10',
    });
    expect(await detailOf(app, 'qa', 'ORD180', 'P1004', 'Overdue days')).toBe(String(days + 3));
    expect(await repayAmountOf(app, 'qa')).toBeGreaterThan(amount);
    const later = await extensionOf(app, 'qa');
    expect(later.repayPlan[0].time).toBe('2026-03-13');
    expect(later.delayInfo.delayAmount).toBeGreaterThan(extension.delayInfo.delayAmount);
    // Another sandbox keeps real time.
    expect(await detailOf(app, 'other', 'ORD180', 'P1004', 'Overdue days')).toBe(String(days));
    expect((await clockOf(app, 'other')).offsetMs).toBe(0);
  });

  it('advances by hours, minutes and mixed durations, adding up', async () => {
    const app = testApp();
    await moveClock(app, 'qa', { advance: '12h' });
    await moveClock(app, 'qa', { advance: '+30m' });
    const res = await moveClock(app, 'qa', { advance: '1d12h' });
    expect(res.body.now).toBe('2026-03-12T09:30:00.000Z');
  });

  it('sets a date (midnight UTC) or a date-time, and the fake pages show the amounts of that day', async () => {
    const app = testApp();
    const page = async () =>
      (await request(app).get('/__fake/pages/external-repay/ORD180?sessionId=qa')).text.match(
        /Amount due <b>([^<]+)<\/b>/,
      )?.[1];
    const before = await page();
    expect((await moveClock(app, 'qa', { set: '2026-04-01' })).body.now).toBe('2026-04-01T00:00:00.000Z');
    expect(await page()).not.toBe(before);
    const res = await moveClock(app, 'qa', { set: '2026-04-02T12:30' });
    expect(res.body).toMatchObject({ now: '2026-04-02T12:30:00.000Z' });
    // Back to the seed day itself is allowed: it is before real time, not before the world.
    expect((await moveClock(app, 'qa', { set: '2026-03-10' })).body.offsetMs).toBe(-9 * 3_600_000);
  });

  it('refuses a date before the seed day, naming the earliest allowed date, and changes nothing', async () => {
    const app = testApp();
    await moveClock(app, 'qa', { advance: '2d' });
    const res = await moveClock(app, 'qa', { set: '2026-03-09T23:59Z' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/before the seed day; the earliest allowed date is 2026-03-10/);
    expect((await clockOf(app, 'qa')).offsetMs).toBe(2 * DAY_MS);
  });

  it.each([
    [{ advance: 'soon' }, /advance: 'soon' is not a duration; use a duration like '3d'/],
    [{ advance: '0d' }, /advance: '0d' is not a duration/],
    [{ advance: '-1d' }, /The clock only goes forward/],
    [{ set: '2026-02-30' }, /set: '2026-02-30' is not a date; use a date 'YYYY-MM-DD'/],
    [{ set: 'tomorrow' }, /is not a date/],
    [{}, /Give exactly one of advance, set, reset/],
    [{ advance: '1d', set: '2026-04-01' }, /Give exactly one of/],
    [{ advance: 3 }, /advance: .*Send one of \{ "advance"/],
    [{ rewind: '1d' }, /rewind/],
  ])('refuses %j with 400 naming the accepted forms', async (body, message) => {
    const app = testApp();
    const res = await moveClock(app, 'qa', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect((await clockOf(app, 'qa')).offsetMs).toBe(0);
  });

  it('needs a JSON body (or the admin header), like every QA change', async () => {
    const res = await request(testApp()).post('/__fake/clock?sessionId=qa').type('form').send('advance=1d');
    expect(res.status).toBe(403);
  });

  it('goes back to real time with { reset: true } and with a sandbox reset', async () => {
    const app = testApp();
    await moveClock(app, 'qa', { advance: '5d' });
    expect((await moveClock(app, 'qa', { reset: true })).body).toMatchObject({
      now: FIXED_NOW.toISOString(),
      offsetMs: 0,
    });
    await moveClock(app, 'qa', { advance: '5d' });
    await request(app).post('/__fake/reset?sessionId=qa').set('X-Fake-Admin', '1');
    expect((await clockOf(app, 'qa')).offsetMs).toBe(0);
  });

  it("emits a 'clock' event with the new clock, so open apps and QA pages refetch", async () => {
    const { app, server } = createServerApp({ seed: 1, now: () => FIXED_NOW });
    const events: FakeEvent[] = [];
    server.events.subscribe((event) => events.push(event));
    await moveClock(app, 'qa', { advance: '1d' });
    // The orders the day moved on are told first (lifecycle.test.ts); the clock event last.
    expect(events.at(-1)?.type).toBe('clock');
    expect(events.filter((event) => event.type === 'clock')).toEqual([
      {
        type: 'clock',
        sandboxId: 'qa',
        at: FIXED_NOW.toISOString(),
        data: {
          sandboxId: 'qa',
          now: '2026-03-11T09:00:00.000Z',
          offsetMs: DAY_MS,
          seedDay: '2026-03-10',
          latestDay: '2036-03-10',
        },
      },
    ]);
  });
});

describe('the clock is kept', () => {
  it('across a restart with FAKE_DB (a new server on the same file)', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'fake-clock-')), 'sandboxes.db');
    await moveClock(testApp({ db }), 'qa', { advance: '3d' });
    const second = testApp({ db });
    expect(await clockOf(second, 'qa')).toMatchObject({
      now: '2026-03-13T09:00:00.000Z',
      offsetMs: 3 * DAY_MS,
    });
    expect((await clockOf(second, 'other')).offsetMs).toBe(0);
  });

  it('by export → import into another sandbox; a version 1 file imports as real time', async () => {
    const app = testApp();
    await moveClock(app, 'bug', { advance: '7d' });
    const exported = JSON.parse((await request(app).get('/__fake/sandboxes/bug/export')).text);
    expect(exported).toMatchObject({
      version: 2,
      clock: { offsetMs: 7 * DAY_MS, now: '2026-03-17T09:00:00.000Z' },
    });
    expect((await request(app).post('/__fake/sandboxes/dev/import').send(exported)).status).toBe(200);
    expect((await clockOf(app, 'dev')).now).toBe('2026-03-17T09:00:00.000Z');

    const { clock: _none, ...versionOne } = { ...exported, version: 1 };
    expect((await request(app).post('/__fake/sandboxes/old/import').send(versionOne)).status).toBe(200);
    expect((await clockOf(app, 'old')).offsetMs).toBe(0);
  });
});
