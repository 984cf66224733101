import { connect, type Socket } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { listen } from '../test-support/test-kit.ts';
import { STREAM_LIMIT } from './events-stream.ts';

const until = async (done: () => boolean, what: string): Promise<void> => {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 5000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** A raw client of GET /__fake/events: what it has read so far, and whether the server ended it. */
interface StreamClient {
  socket: Socket;
  text: () => string;
  bytes: () => number;
  ended: () => boolean;
}

function openStream(port: number, path = '/__fake/events?all=1'): StreamClient {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  let bytes = 0;
  let ended = false;
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    bytes += chunk.length;
    // Only the head of the stream is kept for the assertions: the test reads megabytes.
    if (text.length < 4096) text += chunk.slice(0, 4096);
  });
  socket.on('close', () => {
    ended = true;
  });
  socket.on('error', () => {
    ended = true;
  });
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  return { socket, text: () => text, bytes: () => bytes, ended: () => ended };
}

describe('event stream bounds', () => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  async function started() {
    const { app, server } = createServerApp({ seed: 1 });
    const running = await listen(app);
    const clients: StreamClient[] = [];
    cleanup = async () => {
      for (const client of clients) client.socket.destroy();
      await running.close();
    };
    const open = (path?: string) => {
      const client = openStream(Number(new URL(running.url).port), path);
      clients.push(client);
      return client;
    };
    return { server, url: running.url, open };
  }

  it('cuts off a client that stops reading, while a reading client gets every event', async () => {
    const { server, open } = await started();
    const stalled = open();
    const reading = open();
    await until(
      () => stalled.text().includes('event: ready') && reading.text().includes('event: ready'),
      'ready',
    );
    stalled.socket.pause();
    const event = 'x'.repeat(256 * 1024);
    // 40 MB: far more than the stream's own bound and the sockets' buffers can hold.
    const sent = 160;
    let sentBeforeCut = 0;
    for (let index = 0; index < sent; index += 1) {
      server.emit('default', 'request', { index, event });
      if (!stalled.ended() && server.events.listenerCount === 2) sentBeforeCut = index + 1;
      // Let the sockets drain between events, as a live server's turns would.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const total = sent * event.length;
    // The reader keeps its stream and receives all of it.
    await until(() => reading.bytes() >= total, 'the reading client to receive every event');
    expect(reading.ended()).toBe(false);
    // The stalled one was cut off by the server long before the events ran out…
    expect(sentBeforeCut).toBeLessThan(sent);
    stalled.socket.resume();
    await until(stalled.ended, 'the stalled client to see its stream end');
    // …and, reading again, it gets what was on its way, not the megabytes queued past the bound.
    expect(stalled.bytes()).toBeLessThan(total / 2);
  });

  it(`refuses stream ${STREAM_LIMIT + 1} with a message, and accepts one again once a stream closes`, async () => {
    const { server, open, url } = await started();
    const streams = Array.from({ length: STREAM_LIMIT }, () => open());
    await until(
      () => streams.every((stream) => stream.text().includes('event: ready')),
      'every stream to open',
    );
    // A deadline: an accepted stream would never end.
    const refused = await request(url).get('/__fake/events').timeout(3000);
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe(
      `${STREAM_LIMIT} event streams are open already; close some QA pages or apps.`,
    );
    streams[0]?.socket.destroy();
    await until(() => server.events.listenerCount < STREAM_LIMIT, 'the server to see the stream close');
    const again = open();
    await until(() => again.text().includes('event: ready') || again.text().includes(' 503 '), 'an answer');
    expect(again.text()).toContain('HTTP/1.1 200');
    expect(again.text()).toContain('text/event-stream');
  });

  it('answers HEAD with the stream type and opens no stream', async () => {
    const { server, url } = await started();
    const head = await request(url).head('/__fake/events');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toContain('text/event-stream');
    expect(server.events.listenerCount).toBe(0);
  });
});
