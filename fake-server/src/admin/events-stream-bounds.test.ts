import { connect } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { listen } from '../test-support/test-kit.ts';
import { STREAM_BUFFER_LIMIT, STREAM_LIMIT } from './events-stream.ts';

const until = async (done: () => boolean): Promise<void> => {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 5000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('event stream bounds', () => {
  it('closes the stream of a client that stops reading, instead of queueing events for it', async () => {
    const { app, server } = createServerApp({ seed: 1 });
    const running = await listen(app);
    const socket = connect(Number(new URL(running.url).port), '127.0.0.1');
    try {
      socket.write('GET /__fake/events?all=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      socket.pause();
      await until(() => server.events.listenerCount === 1);
      // Far more than the socket buffers and the stream's own limit can hold.
      const data = 'x'.repeat(256 * 1024);
      for (let index = 0; index < 160 && server.events.listenerCount > 0; index += 1) {
        server.emit('default', 'request', { data });
        await new Promise((resolve) => setImmediate(resolve));
      }
      await until(() => server.events.listenerCount === 0);
      expect(160 * data.length).toBeGreaterThan(STREAM_BUFFER_LIMIT);
    } finally {
      socket.destroy();
      await running.close();
    }
  });

  it('refuses a stream past the limit, and HEAD opens none', async () => {
    const { app, server } = createServerApp({ seed: 1 });
    const head = await request(app).head('/__fake/events');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toContain('text/event-stream');
    expect(server.events.listenerCount).toBe(0);
    const unsubscribe = Array.from({ length: STREAM_LIMIT }, () => server.events.subscribe(() => {}));
    const refused = await request(app).get('/__fake/events');
    expect(refused.status).toBe(503);
    expect(refused.body.error).toContain(`${STREAM_LIMIT} event streams are open`);
    for (const stop of unsubscribe) stop();
  });
});
