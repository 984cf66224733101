import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../test-support/test-kit.ts';

describe('eventSave', () => {
  it('records each event with its own id and shows the body in the request log', async () => {
    const app = testApp();
    const first = await call(app, 'eventSave', {
      body: { productId: 'P1001', moduleId: '30', positionId: '0' },
    });
    const second = await call(app, 'eventSave', {
      body: { productId: 'P1002', moduleId: '30', positionId: '2' },
    });
    expect(first.body).toEqual({ code: '00', message: 'success', data: { eventId: 'EV1' } });
    expect(second.body.data.eventId).toBe('EV2');
    const log = await request(app).get('/__fake/requests?operationId=eventSave');
    expect(log.body.requests.map((entry: { body: unknown }) => entry.body)).toEqual([
      { productId: 'P1001', moduleId: '30', positionId: '0' },
      { productId: 'P1002', moduleId: '30', positionId: '2' },
    ]);
  });
});
