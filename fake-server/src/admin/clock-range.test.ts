import type { Express } from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { MAX_CLOCK_OFFSET_MS } from '../store/shared/world-range.ts';
import { serverFaultsOf } from '../test-support/sandbox-walk.ts';
import { FIXED_NOW, testApp } from '../test-support/test-kit.ts';

// The clock stays within its range (the seed day to ten years on, store/shared/world-range.ts):
// a move past it is refused naming the latest date, and whatever was accepted leaves every call
// of the sandbox answering. On main a clock moved far enough made every call answer 500, for good.

const SEED_DAY = '2026-03-10';
const LATEST_DAY = '2036-03-10';
const moveClock = (app: Express, id: string, body: object) =>
  request(app).post(`/__fake/clock?sessionId=${id}`).send(body);

/** A duration in the accepted grammar, from minutes to the longest one it can spell. */
const duration = fc
  .record({
    days: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 99_999 })),
    hours: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 999_999 })),
    minutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 99_999_999 })),
  })
  .filter(({ days, hours, minutes }) => days + hours + minutes > 0)
  .map(({ days, hours, minutes }) =>
    [days ? `${days}d` : '', hours ? `${hours}h` : '', minutes ? `${minutes}m` : ''].join(''),
  );

/** A date QA may type: mostly near the world, some far past its end. */
const clockDate = fc
  .oneof(
    fc.date({
      min: new Date('2026-03-10T00:00:00Z'),
      max: new Date('2037-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
  )
  .chain((date) =>
    fc.constantFrom(date.toISOString().slice(0, 10), date.toISOString().slice(0, 16), date.toISOString()),
  );

const move = fc.oneof(
  { weight: 3, arbitrary: duration.map((advance) => ({ advance })) },
  { weight: 3, arbitrary: clockDate.map((set) => ({ set })) },
  { weight: 1, arbitrary: fc.constant({ reset: true as const }) },
);

describe('the clock stays in its range', () => {
  it('refuses a move past the latest date by name; any accepted moves leave every call answering', async () => {
    const app = testApp();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 6 }), async (moves) => {
        run += 1;
        const id = `range-${run}`;
        for (const body of moves) {
          const res = await moveClock(app, id, body);
          if (res.status === 200) {
            expect(res.body.now.slice(0, 10) >= SEED_DAY).toBe(true);
            expect(res.body.now.slice(0, 10) <= LATEST_DAY).toBe(true);
          } else {
            expect(res.status).toBe(400);
            const [field, value] = Object.entries(body)[0] ?? [];
            // Names the value refused and, when it is too late, the latest date allowed.
            expect(res.body.error).toContain(`${field}: `);
            if (field === 'advance') expect(res.body.error).toContain(`'${String(value)}'`);
            if (!/before the seed day/.test(res.body.error))
              expect(res.body.error).toContain(`past ${LATEST_DAY}, the latest date the clock may show`);
          }
        }
        expect(await serverFaultsOf(app, id)).toEqual([]);
      }),
      { seed: 36, numRuns: 12 },
    );
  });

  it("refuses the issue's moves: 99999 days again and again, and the year 9999", async () => {
    const app = testApp();
    const first = await moveClock(app, 'far', { advance: '99999d' });
    expect(first.status).toBe(400);
    expect(first.body.error).toBe(
      `advance: '99999d' would take the clock to 2299-12-23, past ${LATEST_DAY}, the latest date the clock may show (10 years after the seed day ${SEED_DAY}). The clock is unchanged.`,
    );
    expect((await moveClock(app, 'far', { set: '9999-12-31' })).body.error).toMatch(
      /^set: 9999-12-31, past 2036-03-10, the latest date the clock may show/,
    );
    expect((await moveClock(app, 'far', { set: LATEST_DAY })).body.now).toBe(`${LATEST_DAY}T00:00:00.000Z`);
    expect((await moveClock(app, 'far', { advance: '1d' })).status).toBe(400);
    expect((await moveClock(app, 'far', { advance: '23h59m' })).body.now).toBe(`${LATEST_DAY}T23:59:00.000Z`);
  });

  it('an imported clock offset is taken only when it shows a day in range, and then every call answers', async () => {
    const app = testApp();
    const exported = JSON.parse((await request(app).get('/__fake/sandboxes/from/export')).text);
    const latestMs = Date.parse(`${LATEST_DAY}T23:59:59.999Z`);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ min: -20 * 365 * 86_400_000, max: 20 * 365 * 86_400_000 }),
          fc.constantFrom(8.64e15, -8.64e15, Number.MAX_SAFE_INTEGER, latestMs - FIXED_NOW.getTime()),
        ),
        async (offsetMs) => {
          run += 1;
          const id = `offset-${run}`;
          const res = await request(app)
            .post(`/__fake/sandboxes/${id}/import`)
            .send({ ...exported, clock: { offsetMs } });
          if (FIXED_NOW.getTime() + offsetMs > latestMs || Math.abs(offsetMs) > MAX_CLOCK_OFFSET_MS) {
            expect(res.status).toBe(400);
            expect(res.body.error).toMatch(
              new RegExp(`^Not imported: clock\\.offsetMs: ${offsetMs} puts the clock`),
            );
            expect(res.body.error).toContain(`to ${LATEST_DAY}`);
            return;
          }
          expect(res.status, res.body.error).toBe(200);
          const now = (await request(app).get(`/__fake/clock?sessionId=${id}`)).body.now as string;
          expect(now.slice(0, 10) >= SEED_DAY && now.slice(0, 10) <= LATEST_DAY).toBe(true);
          if (run % 5 === 0) expect(await serverFaultsOf(app, id)).toEqual([]);
        },
      ),
      { seed: 36, numRuns: 40 },
    );
  });

  it('recovers a sandbox whose clock an older server moved past any date: it shows its latest day, and a reset brings real time', async () => {
    const { app, server } = createServerApp({ seed: 1, now: () => FIXED_NOW, checkResponses: true });
    // What main stored after an import of offsetMs 8.64e15 or a few hundred advances of 99999d.
    server.sandboxes.get('broken').clockOffsetMs = 8.64e15;
    expect((await request(app).get('/__fake/clock?sessionId=broken')).body.now).toBe(
      `${LATEST_DAY}T23:59:59.999Z`,
    );
    expect(await serverFaultsOf(app, 'broken')).toEqual([]);
    expect((await moveClock(app, 'broken', { reset: true })).body).toMatchObject({
      now: FIXED_NOW.toISOString(),
      offsetMs: 0,
    });
    // A world an older server took in (dueDate 'not-a-date'): a reset brings the seed back.
    const world = server.sandboxes.get('worse');
    world.clockOffsetMs = 8.64e15;
    const order = world.state.shared.orders[3];
    if (order !== undefined) order.dueDate = 'not-a-date';
    expect((await request(app).post('/__fake/reset?sessionId=worse').set('X-Fake-Admin', '1')).status).toBe(
      200,
    );
    expect(await serverFaultsOf(app, 'worse')).toEqual([]);
  });
});
