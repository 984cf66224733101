import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import express from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlsIn } from '../test-support/terminal-controls.ts';
import { testApp } from '../test-support/test-kit.ts';
import { adminErrors } from './admin-errors.ts';

const COMPRESS = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync } as const;
const ENCODINGS = ['gzip', 'deflate', 'br', 'identity', 'bogus', 'gzip, br'] as const;

/** The QA API's JSON routes, and the import (its own parser, mounted before the others). */
const JSON_ROUTES = ['/__fake/scenario', '/__fake/faults', '/__fake/clock', '/__fake/sandboxes/enc/import'];

/** A compressed JSON body cut short: the start of its stream is right, its end missing. */
const cutCompressed = fc
  .record({
    how: fc.constantFrom('gzip', 'deflate', 'br'),
    keep: fc.double({ min: 0, max: 0.95, noNaN: true }),
  })
  .map(({ how, keep }) => {
    const whole = COMPRESS[how](Buffer.from('{"name":"slow-network","delayMs":10}'));
    return whole.subarray(0, Math.floor(whole.length * keep));
  });

describe('a QA API body that cannot be decoded', () => {
  it('answers 400 saying so, never 500, whatever the bytes and the Content-Encoding', async () => {
    const app = testApp();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...JSON_ROUTES),
        fc.constantFrom(...ENCODINGS),
        fc.oneof(
          fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
          cutCompressed,
        ),
        async (path, encoding, bytes) => {
          const res = await request(app)
            .post(path)
            .set('Content-Type', 'application/json')
            .set('Content-Encoding', encoding)
            .serialize((body) => body)
            .send(bytes);
          expect(res.status, `${path} ${encoding}: ${res.text}`).toBeLessThan(500);
          expect(res.body.error).toEqual(expect.any(String));
        },
      ),
      { seed: 36, numRuns: 120 },
    );
  });

  it('names the failure and what to send; a body that is what its encoding says is read', async () => {
    const app = testApp();
    for (const encoding of ['gzip', 'deflate', 'br'] as const) {
      const broken = await request(app)
        .post('/__fake/scenario')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .serialize((body) => body)
        .send(Buffer.from('{"name":"slow-network"}'));
      expect(broken.status).toBe(400);
      expect(broken.body.error).toMatch(
        /^The body could not be read \(.+\); nothing was changed\. Send a JSON object in UTF-8, uncompressed or compressed as its Content-Encoding says \(gzip, deflate or br\)\.$/,
      );
      const sound = await request(app)
        .post('/__fake/scenario')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .serialize((body) => body)
        .send(COMPRESS[encoding](Buffer.from('{"name":"slow-network"}')));
      expect(sound.status).toBe(200);
    }
    expect((await request(app).get('/__fake/scenario')).body.active).toBe('slow-network');
  });
});

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
