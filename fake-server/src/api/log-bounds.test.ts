import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-support/test-kit.ts';
import { boundedJson, boundedJsonOf, LOGGED_VALUE_CHARS } from './log-bounds.ts';

describe('the request log keeps each call small', () => {
  it('cuts a large form body, query and unknown path, and keeps small ones as sent', async () => {
    const app = testApp();
    // Node refuses request heads over 16 kB; a form body may be 100 kB.
    const long = 'x'.repeat(10_000);
    await request(app)
      .post(`/v3/loan-details/loan-details?sessionId=log&note=${long}`)
      .type('form')
      .send({ productId: 'P1001', orderId: 'ORD21', note: 'y'.repeat(90_000) });
    await request(app).get(`/v3/${long}?sessionId=log`);
    await request(app)
      .post('/v3/loan-details/loan-details?sessionId=log')
      .type('form')
      .send({ productId: 'P1001', orderId: 'ORD21' });
    const { requests } = (await request(app).get('/__fake/requests?sessionId=log')).body;
    const [large, unknown, small] = requests;
    expect(large.body).toEqual({ truncated: expect.any(String), chars: expect.any(Number) });
    expect(large.body.truncated.length).toBe(LOGGED_VALUE_CHARS + 1);
    expect(large.query.truncated.length).toBe(LOGGED_VALUE_CHARS + 1);
    expect(unknown.path.length).toBe(LOGGED_VALUE_CHARS + 1);
    expect(unknown.message.length).toBe(LOGGED_VALUE_CHARS + 1);
    expect(small.body).toEqual({ productId: 'P1001', orderId: 'ORD21' });
    expect(JSON.stringify(requests).length).toBeLessThan(8 * LOGGED_VALUE_CHARS * 3);
  });

  it('an answer already serialized is bounded as its value would be', () => {
    for (const value of [{ a: 'short' }, { a: 'x'.repeat(5000) }]) {
      const text = JSON.stringify(value);
      expect(boundedJson(text)).toBe(boundedJsonOf(value));
    }
  });
});
