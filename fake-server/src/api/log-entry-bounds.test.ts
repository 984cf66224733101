import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../store/request-log-entry.ts';
import { testApp } from '../test-support/test-kit.ts';
import { LOGGED_VALUE_CHARS } from './log-bounds.ts';

/** An entry's JSON at most, whatever was sent (README, "The request log"). */
const MAX_ENTRY_CHARS = 32 * 1024;
/** LOGGED_HEADER_CHARS (log-bounds.ts): a logged header value keeps 256 characters. */
const HEADER_CHARS = 256;
/** What an upload takes beside its image (body-parsers.ts): 10 text fields of 10 kB. */
const UPLOAD_TEXT_FIELDS = 10;
const UPLOAD_FIELD_BYTES = 10 * 1024;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const APP_HEADERS = ['accept', 'x-requested-with', 'building', 'gather', 'swift', 'eyes'] as const;

/** A call at or past what the server takes, in any of the ways a value reaches the log. */
const call = fc.record({
  kind: fc.constantFrom('form', 'multipart', 'unknown path', 'bad charset'),
  // Text of one character repeated: plain, wide (two bytes a character in V8), or JSON-escaped.
  filler: fc.constantFrom('x', '\u0100', '"', '\u00e9'),
  queryBytes: fc.nat(6000),
  headerChars: fc.nat(1000),
  fields: fc.nat(UPLOAD_TEXT_FIELDS + 1),
  fieldBytes: fc.nat(UPLOAD_FIELD_BYTES),
  nameChars: fc.integer({ min: 1, max: 100 }),
  fileNameChars: fc.integer({ min: 1, max: 4000 }),
  typeChars: fc.nat(4000),
});
type Call = typeof call extends fc.Arbitrary<infer T> ? T : never;

/** `filler` repeated to about `bytes` bytes once URL-encoded (Node refuses heads over 16 kB). */
function encodedText(filler: string, bytes: number): string {
  return filler.repeat(Math.floor(bytes / encodeURIComponent(filler).length));
}

function send(app: ReturnType<typeof testApp>, sessionId: string, sent: Call) {
  const long = (bytes: number) => encodedText(sent.filler, bytes);
  const query = `sessionId=${sessionId}&note=${encodeURIComponent(long(sent.queryBytes))}`;
  const withHeaders = <T extends request.Test>(test: T): T => {
    for (const name of APP_HEADERS) test.set(name, 'h'.repeat(sent.headerChars));
    return test;
  };
  const value = long(sent.fieldBytes / 3);
  switch (sent.kind) {
    case 'unknown path':
      return withHeaders(
        request(app).get(`/v3/${encodeURIComponent(long(sent.queryBytes))}?sessionId=${sessionId}`),
      );
    case 'bad charset':
      return withHeaders(request(app).post(`/v3/loan-details/loan-details?${query}`))
        .set('Content-Type', `application/x-www-form-urlencoded; charset=${'k'.repeat(sent.queryBytes)}`)
        .send('productId=P1001');
    case 'form': {
      const fields = Object.fromEntries(
        Array.from({ length: sent.fields * 10 }, (_, index) => [
          `${'n'.repeat(sent.nameChars)}${index}`,
          value,
        ]),
      );
      return withHeaders(request(app).post(`/v3/loan-details/loan-details?${query}`))
        .type('form')
        .send({ productId: 'P1001', orderId: 'ORD21', ...fields });
    }
    case 'multipart': {
      const test = withHeaders(request(app).post(`/spoken/user-problem/upload-problem-img?${query}`));
      for (let index = 0; index < sent.fields; index++)
        test.field(`${'n'.repeat(sent.nameChars - 1)}${index}`.slice(-100), value);
      return test.attach('problemImage', PNG, {
        filename: `${'f'.repeat(sent.fileNameChars)}.png`,
        contentType: `image/png; x=${'t'.repeat(sent.typeChars)}`,
      });
    }
  }
}

describe('every value the request log keeps is bounded', () => {
  it('keeps each entry under 32 k characters, whatever a call sends and however it is answered', async () => {
    const app = testApp();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(call, async (sent) => {
        run += 1;
        const sessionId = `bounds-${run}`;
        await send(app, sessionId, sent);
        const { requests } = (await request(app).get(`/__fake/requests?sessionId=${sessionId}`)).body as {
          requests: RequestLogEntry[];
        };
        const entry = requests.at(-1);
        expect(entry).toBeDefined();
        if (entry === undefined) return;
        for (const text of [
          entry.path,
          entry.url,
          entry.message,
          entry.code ?? '',
          entry.nearMiss?.reason ?? '',
        ])
          expect(text.length).toBeLessThanOrEqual(LOGGED_VALUE_CHARS + 1);
        for (const headers of [entry.requestHeaders, entry.response?.headers ?? {}])
          for (const value of Object.values(headers))
            expect(value.length).toBeLessThanOrEqual(HEADER_CHARS + 1);
        for (const part of [entry.query, entry.body, entry.response?.body])
          expect(JSON.stringify(part ?? null).length).toBeLessThan(3 * LOGGED_VALUE_CHARS);
        expect(JSON.stringify(entry).length).toBeLessThan(MAX_ENTRY_CHARS);
      }),
      { seed: 36, numRuns: 60 },
    );
  });

  it('keeps an upload’s fields as sent by index, even one naming index 4294967294', async () => {
    const app = testApp();
    await request(app)
      .post('/spoken/user-problem/upload-problem-img?sessionId=holes')
      .field('a[4294967294]', 'far')
      .field('b[20000000]', 'farther')
      .field('c[0]', 'first')
      .field('c[1]', 'second')
      .attach('problemImage', PNG, { filename: 'shot.png', contentType: 'image/png' });
    const [entry] = (await request(app).get('/__fake/requests?sessionId=holes')).body.requests;
    expect(entry?.body).toEqual({
      a: { '4294967294': 'far' },
      b: { '20000000': 'farther' },
      c: ['first', 'second'],
      problemImage: { file: 'shot.png', mimeType: 'image/png', size: PNG.length },
    });
  });
});
