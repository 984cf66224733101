import { gzipSync } from 'node:zlib';
import express, { type RequestHandler } from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listen } from '../test-support/test-kit.ts';
import { fastFormParser } from './form-body.ts';

const bodyParser = express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 1000 });
let fallbackRuns = 0;
const counted: RequestHandler = (req, res, next) => {
  fallbackRuns += 1;
  bodyParser(req, res, next);
};

/** An app answering what its parser made of the body (and the bytes it kept), or the error's type. */
function echo(parser: RequestHandler) {
  const app = express();
  app.post('/', parser, (req, res) => {
    const raw = (req as typeof req & { rawBody?: Buffer }).rawBody;
    res.json({ body: req.body ?? null, raw: raw?.toString('utf8') ?? null });
  });
  app.use(((error, _req, res, _next) => {
    res.status(error.status ?? 500).json({ type: error.type ?? String(error) });
  }) as express.ErrorRequestHandler);
  return app;
}

const fast = echo(fastFormParser({ limitBytes: 100 * 1024, parameterLimit: 1000, fallback: counted }));
const reference = echo(bodyParser);

describe('fastFormParser', () => {
  it('makes of any form body what body-parser makes of it', async () => {
    const field = fc.string({ maxLength: 12, unit: 'binary' });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(field, field), { maxLength: 6 }),
        fc.boolean(),
        async (pairs, raw) => {
          // Both encoded forms and hand-written ones (stray %, brackets, empty keys) must agree.
          const body = raw
            ? pairs.map(([key, value]) => `${key}=${value}`).join('&')
            : new URLSearchParams(pairs).toString();
          const ours = await request(fast).post('/').type('form').send(body);
          const theirs = await request(reference).post('/').type('form').send(body);
          expect(ours.status).toBe(theirs.status);
          expect(ours.body.body).toEqual(theirs.body.body);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reads a plain form itself and keeps the bytes as sent, for the validating proxy', async () => {
    fallbackRuns = 0;
    const res = await request(fast).post('/').type('form').send('productId=P1&orderId=%E2%82%B1');
    expect(res.body).toEqual({
      body: { productId: 'P1', orderId: '₱' },
      raw: 'productId=P1&orderId=%E2%82%B1',
    });
    expect(fallbackRuns).toBe(0);
  });

  it('refuses too many fields the way body-parser does', async () => {
    const many = Array.from({ length: 1001 }, (_, index) => `f${index}=1`).join('&');
    const res = await request(fast).post('/').type('form').send(many);
    expect(res.status).toBe(413);
    expect(res.body.type).toBe('parameters.too.many');
  });

  it('leaves every other body to body-parser: compressed, another charset, too large, not a form', async () => {
    fallbackRuns = 0;
    // A real compressed body (superagent would re-encode a buffer sent as a form).
    const server = await listen(fast);
    const gzip = await fetch(`${server.url}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Encoding': 'gzip' },
      body: gzipSync('a=1'),
    });
    await server.close();
    expect(((await gzip.json()) as { body: unknown }).body).toEqual({ a: '1' });
    const latin = await request(fast)
      .post('/')
      .set('Content-Type', 'application/x-www-form-urlencoded; charset=iso-8859-1')
      .send('a=%E9');
    expect(latin.body.body).toEqual({ a: 'é' });
    const large = await request(fast)
      .post('/')
      .type('form')
      .send(`a=${'x'.repeat(200_000)}`);
    expect(large.body.type).toBe('entity.too.large');
    const json = await request(fast).post('/').send({ a: 1 });
    expect(json.body.body).toBeNull();
    expect(fallbackRuns).toBe(4);
  });
});
