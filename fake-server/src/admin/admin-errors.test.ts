import express from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlsIn } from '../test-support/terminal-controls.ts';
import { adminErrors } from './admin-errors.ts';

describe('a bug of the QA API', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A QA route that fails with what a client sent in its path, as a real bug might. */
  const broken = () =>
    express()
      .get('/__fake/things/:id', (req) => {
        throw new RangeError(`no ${req.params.id} in ${process.cwd()}/fake-server/src/admin/x.ts`);
      })
      .use(adminErrors);

  it("answers 500 with the route, the error's name and message, no stack and no file path", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await request(broken()).get('/__fake/things/ORD21?sessionId=qa');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error:
        "Fake server bug in the QA API on GET /__fake/things/ORD21: RangeError: no ORD21 in …/x.ts (the stack is in the fake server's console).",
    });
  });

  it('logs one line with the stack, whatever control characters the path carried', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = broken();
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), async (id) => {
        printed.mockClear();
        const res = await request(app).get(`/__fake/things/${encodeURIComponent(id.toWellFormed())}`);
        expect(res.status).toBe(500);
        expect(res.text).not.toContain('    at ');
        expect(printed).toHaveBeenCalledTimes(1);
        const line = String(printed.mock.calls[0]?.[0]);
        expect(line).toMatch(/^fake-server: bug in the QA API on GET \/__fake\/things\/.*\\n {4}at /);
        expect(controlsIn(line)).toEqual([]);
      }),
      { seed: 36, numRuns: 50 },
    );
  });
});
