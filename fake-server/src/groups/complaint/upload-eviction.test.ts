import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UPLOADS_AT_ONCE } from '../../api/body-parsers.ts';
import { call, testApp } from '../../test-support/test-kit.ts';
import { SAMPLE_PNG } from './sample-images.ts';

const upload = (app: ReturnType<typeof testApp>, sessionId: string) =>
  call(
    app,
    'uploadProblemImg',
    { file: { field: 'problemImage', filename: 'a.png', contentType: 'image/png', content: SAMPLE_PNG } },
    sessionId,
  );

describe('the server-wide ceiling of uploaded images', () => {
  it('evicts the oldest upload of any sandbox first, with a notice in its log and at its URL', async () => {
    // Room for two sample images, not three.
    const app = testApp({ uploadsMaxBytes: Math.floor(SAMPLE_PNG.length * 2.5) });
    const first = await upload(app, 'alice');
    const second = await upload(app, 'bob');
    const third = await upload(app, 'alice');
    expect([first, second, third].map((res) => res.body.code)).toEqual(['00', '00', '00']);

    const evicted = await request(app).get(first.body.data.url);
    expect(evicted.status).toBe(404);
    expect(evicted.text).toContain('was evicted to keep memory bounded');
    expect(evicted.text).toContain('FAKE_UPLOADS_MAX_MB');
    expect((await request(app).get(second.body.data.url)).status).toBe(200);
    expect((await request(app).get(third.body.data.url)).status).toBe(200);

    const log = await request(app).get('/__fake/requests?sessionId=alice');
    // Logged while alice's second upload ran, so just before that call's own line.
    expect(log.body.requests.at(-2)).toMatchObject({
      method: 'NOTICE',
      code: 'upload-evicted',
      path: first.body.data.url,
      message: expect.stringContaining('evicted to keep memory bounded'),
    });
    const bobLog = await request(app).get('/__fake/requests?sessionId=bob');
    expect(bobLog.body.requests.some((entry: { method: string }) => entry.method === 'NOTICE')).toBe(false);
  });

  it('forgets a sandbox’s uploads on its reset, as before', async () => {
    const app = testApp();
    const uploaded = await upload(app, 'carol');
    expect((await request(app).get(uploaded.body.data.url)).status).toBe(200);
    await request(app).post('/__fake/reset?sessionId=carol').set('X-Fake-Admin', '1');
    const gone = await request(app).get(uploaded.body.data.url);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('a restart or a reset forgets them');
  });
});

describe('uploads in turn', () => {
  it('serves a burst larger than the uploads handled at once, each in its turn', async () => {
    const app = testApp();
    const answers = await Promise.all(
      Array.from({ length: UPLOADS_AT_ONCE * 3 }, (_, index) => upload(app, `burst-${index % 2}`)),
    );
    expect(answers.map((res) => res.body.code)).toEqual(answers.map(() => '00'));
  });
});
