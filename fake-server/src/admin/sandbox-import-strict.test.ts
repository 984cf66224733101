import type { Express } from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../registry.ts';
import { serverFaultsOf } from '../test-support/sandbox-walk.ts';
import { examplesOf, send, testApp, testWorld } from '../test-support/test-kit.ts';

// An import is held to what the API accepts: ids, dates, amounts, links, texts, the
// clock. Whatever one accepts leaves every call of the sandbox answering; whatever it refuses is
// named by its place in the file, in describeIssues' style (`state.shared.orders[3].dueDate: …`).

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Every place in an export that holds a value (not an object or array), with its path. */
function leaves(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [path];
}

/** `state.shared.orders[3].dueDate`, as refusals name a place. */
function placeOf(path: Path): string {
  return path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name === '' ? key : `${name}.${key}`),
    '',
  );
}

function withValue(exported: Json, path: Path, value: Json): Json {
  const copy = structuredClone(exported);
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  parent[path.at(-1) as string | number] = value;
  return copy;
}

/** Values no API call could have stored, and a few it could. */
const HOSTILE: Json[] = [
  'not-a-date',
  '2026-02-30',
  '1999-12-31',
  '2200-01-01',
  '9999-12-31',
  '+275760-09-13T00:00:00.000Z',
  '2026-03-10T09:00:00.000Z',
  '</script><script>alert(1)</script>',
  'ORD 1"><img src=x>',
  'javascript:alert(1)',
  '//evil.example/x',
  'x'.repeat(3000),
  '',
  'P9999',
  'ORD21',
  'CP1001',
  '90006',
  '/__fake/pages/policy',
  'https://example.com/pay',
  -1,
  0,
  1,
  365,
  0.5,
  366,
  10_000_001,
  8.64e15,
  1e20,
  null,
  true,
  [],
];

/** An export of a sandbox every operation has written to once, so each slice holds records. */
async function usedExport(app: Express): Promise<Json> {
  const world = testWorld();
  for (const operation of operations) {
    const example = examplesOf(operation, world)[0];
    if (example !== undefined) await send(app, operation, example, 'used');
  }
  await request(app).post('/__fake/payments?sessionId=used').send({ orderId: 'ORD174' });
  return JSON.parse((await request(app).get('/__fake/sandboxes/used/export')).text) as Json;
}

describe('an import is checked as strictly as API input', () => {
  let app: Express;
  let exported: Json;
  beforeAll(async () => {
    app = testApp();
    exported = await usedExport(app);
  });

  it("refuses the issue's offsetMs 8.64e15 and dueDate 'not-a-date', naming them", async () => {
    const far = await request(app)
      .post('/__fake/sandboxes/dev/import')
      .send(withValue(exported, ['clock', 'offsetMs'], 8.64e15) as object);
    expect(far.status).toBe(400);
    expect(far.body.error).toBe(
      "Not imported: clock.offsetMs: 8640000000000000 puts the clock beyond its range; it may show the seed day 2026-03-10 to 2036-03-10 (10 years on). Export the sandbox again once its clock is within that range, or set clock.offsetMs to 0 for real time. Sandbox 'dev' is unchanged.",
    );
    const bad = await request(app)
      .post('/__fake/sandboxes/dev/import')
      .send(withValue(exported, ['state', 'shared', 'orders', 3, 'dueDate'], 'not-a-date') as object);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(
      "Not imported: state.shared.orders[3].dueDate: must be a day YYYY-MM-DD from 2000-01-01 to 2199-12-31, got 'not-a-date'. Sandbox 'dev' is unchanged.",
    );
    expect(await serverFaultsOf(app, 'dev')).toEqual([]);
  });

  it('takes the untouched export back', async () => {
    expect(
      (
        await request(app)
          .post('/__fake/sandboxes/same/import')
          .send(exported as object)
      ).status,
    ).toBe(200);
    expect(await serverFaultsOf(app, 'same')).toEqual([]);
  });

  it('refuses any value out of place by its place, and an accepted one leaves every call answering', async () => {
    const places = leaves(exported).filter((path) => path[0] !== 'exportedAt' || path.length > 1);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: places.length - 1 }),
        fc.constantFrom(...HOSTILE),
        async (index, value) => {
          run += 1;
          const path = places[index] ?? [];
          const id = `strict-${run}`;
          const res = await request(app)
            .post(`/__fake/sandboxes/${id}/import`)
            .send(withValue(exported, path, value) as object);
          if (res.status === 200) {
            expect(await serverFaultsOf(app, id), `${placeOf(path)} = ${JSON.stringify(value)}`).toEqual([]);
          } else {
            expect(res.status, res.body.error).toBe(400);
            expect(res.body.error).toContain(path[0] === 'version' ? 'version' : placeOf(path));
          }
        },
      ),
      { seed: 36, numRuns: 80 },
    );
  });
});
