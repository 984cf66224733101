import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-support/test-kit.ts';

describe('reserved sandbox names', () => {
  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses sessionId %s on the API with the envelope',
    async (name) => {
      const res = await request(testApp())
        .post(`/v3/loan-details/loan-details?sessionId=${name}`)
        .type('form')
        .send({ productId: 'P1001', orderId: 'ORD21' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code: '400',
        message: `sessionId '${name}' is reserved (__proto__, constructor, prototype cannot name a sandbox); choose another.`,
        success: false,
        data: null,
      });
    },
  );

  it('refuses it on the QA API with a 400, and makes no sandbox', async () => {
    const app = testApp();
    const res = await request(app)
      .patch('/__fake/orders/ORD21?sessionId=__proto__')
      .send({ orderStatus: 200, force: true });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/sessionId '__proto__' is reserved/);
    const sandboxes = (await request(app).get('/__fake/sandboxes')).body.sandboxes;
    expect(sandboxes.map((s: { sandboxId: string }) => s.sandboxId)).not.toContain('__proto__');
  });
});
