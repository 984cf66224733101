import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-support/test-kit.ts';

// The API's routes (api-router.ts): how they match, what an unknown path or method gets, and CORS,
// as the app and a tester rely on them.
describe('the API router', () => {
  const app = testApp();
  const form = { productId: 'P1002', orderId: 'ORD174R' };

  it('matches paths as Express routes do: any case, one trailing slash', async () => {
    for (const path of [
      '/v3/loan-details/loan-details',
      '/V3/Loan-Details/LOAN-DETAILS',
      '/v3/loan-details/loan-details/',
    ]) {
      const res = await request(app).post(path).type('form').send(form);
      expect(res.body).toMatchObject({ code: '00', data: { orderStatus: 174 } });
    }
  });

  it('names the method a path takes, and answers an unknown path with a 404 envelope', async () => {
    const wrongMethod = await request(app).get('/v3/loan-details/loan-details');
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.body.message).toContain('this path takes POST (loanDetails)');
    const unknown = await request(app).post('/v3/no-such/call').type('form').send(form);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: '404', success: false, data: null });
  });

  it('answers the CORS preflight and sets CORS on answers, on API paths only', async () => {
    const preflight = await request(app)
      .options('/v3/loan-details/loan-details')
      .set('Origin', 'http://phone.test');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://phone.test');
    const answer = await request(app).post('/v3/loan-details/loan-details').type('form').send(form);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.text));
    const admin = await request(app).get('/__fake/orders');
    expect(admin.headers['access-control-allow-origin']).toBeUndefined();
  });
});
