import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-support/test-kit.ts';

describe('HEAD on an API path', () => {
  it('answers get-sid headers only: no captcha session, no log entry, no sandbox', async () => {
    const app = testApp();
    const head = await request(app).head('/api/v2/youmi/promotion/get-sid?sessionId=head-probe');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toContain('application/json');
    expect(head.text ?? '').toBe('');
    const sandboxes = await request(app).get('/__fake/sandboxes');
    expect(sandboxes.body.sandboxes.map((sandbox: { sandboxId: string }) => sandbox.sandboxId)).not.toContain(
      'head-probe',
    );
    const seeded = await request(app).get('/__fake/promotion?sessionId=untouched');
    const promotion = await request(app).get('/__fake/promotion?sessionId=head-probe');
    expect(promotion.body.captchas).toEqual(seeded.body.captchas);
    expect((await request(app).get('/__fake/requests?sessionId=head-probe')).body.total).toBe(0);
  });

  it('records no visit for track-visit, and answers 404 where no GET operation is', async () => {
    const app = testApp();
    const query = 'page_id=L1&client_type=ios&page_type=1&sessionId=head-visit';
    expect((await request(app).head(`/api/v2/youmi/promotion/track-visit?${query}`)).status).toBe(200);
    const seeded = await request(app).get('/__fake/promotion?sessionId=untouched');
    const after = await request(app).get('/__fake/promotion?sessionId=head-visit');
    expect(after.body.tracks).toEqual(seeded.body.tracks);
    expect((await request(app).head('/v3/loan-details/loan-details')).status).toBe(404);
  });
});
