import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-support/test-kit.ts';

/** A %-escape that does not decode (a cut UTF-8 sequence). */
const BAD = '%E0%A4%A';

describe('a malformed %-escape in an admin route parameter', () => {
  const app = testApp();

  it.each([
    ['PATCH', `/__fake/orders/${BAD}`],
    ['GET', `/__fake/uploads/default/${BAD}`],
    ['GET', `/__fake/uploads/${BAD}/U1.png`],
  ])('%s %s answers a 400 JSON error', async (method, path) => {
    const res = await request(app)
      [method === 'PATCH' ? 'patch' : 'get'](path)
      .send(method === 'PATCH' ? { orderStatus: 200 } : undefined);
    expect(res.status).toBe(400);
    expect(res.type).toBe('application/json');
    expect(res.body.error).toBe(
      `The path ${path} has a malformed %-escape; encode each path segment with encodeURIComponent.`,
    );
  });

  it.each([
    `/__fake/pages/products/${BAD}`,
    `/__fake/pages/agreements/${BAD}/0`,
    `/__fake/pages/external-repay/${BAD}`,
    `/__fake/pages/withdraw/%ZZ`,
    `/__fake/pages/channel-pay/${BAD}`,
    `/__fake/assets/${BAD}`,
  ])('GET %s answers a 400 text', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(400);
    expect(res.type).toBe('text/plain');
    expect(res.text).toContain('malformed %-escape');
  });
});
