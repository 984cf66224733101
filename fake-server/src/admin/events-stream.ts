import type { RequestHandler } from 'express';
import type { FakeServer } from '../fake-server.ts';
import { sandboxIdOf } from '../store/sandbox.ts';
import type { FakeEvent } from './event-bus.ts';

/** Proxies and browsers drop idle streams; a comment line every 15 s keeps them open. */
const KEEP_ALIVE_MS = 15_000;
/**
 * Events queued for a client that does not read (a stalled tab, a paused debugger) stay in memory
 * until sent; past this the stream is closed and the client's EventSource reconnects afresh.
 */
export const STREAM_BUFFER_LIMIT = 1024 * 1024;
/** Open streams at once; each costs a connection and a listener on every event. */
export const STREAM_LIMIT = 200;

/**
 * Each event's bytes, made once for all the streams it goes to: serializing and encoding a request
 * entry is most of its cost, and streams that wait to send it then queue one shared buffer, not a
 * copy each.
 */
const eventBytes = new WeakMap<FakeEvent, Buffer>();

function bytesOf(event: FakeEvent): Buffer {
  let bytes = eventBytes.get(event);
  if (bytes === undefined) {
    bytes = Buffer.from(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    eventBytes.set(event, bytes);
  }
  return bytes;
}

const HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
};

/**
 * GET /__fake/events?sessionId=…: server-sent events of one sandbox (`all=1`: every sandbox).
 * Event names: ready, order-updated, scenario, fault, reset, clock, request, drift, promotion; data is
 * the JSON event.
 */
export function eventsStream(server: FakeServer): RequestHandler {
  return (req, res) => {
    // HEAD would otherwise hold a listener for a body it never reads.
    if (req.method === 'HEAD') {
      res.writeHead(200, HEADERS).end();
      return;
    }
    if (server.events.listenerCount >= STREAM_LIMIT) {
      res
        .status(503)
        .json({ error: `${STREAM_LIMIT} event streams are open already; close some QA pages or apps.` });
      return;
    }
    const sandboxId = sandboxIdOf(req.query);
    const everySandbox = req.query.all === '1';
    res.writeHead(200, HEADERS);
    res.write(`event: ready\ndata: ${JSON.stringify({ sandboxId: everySandbox ? '*' : sandboxId })}\n\n`);
    const send = (text: string | Buffer): void => {
      if (res.writableLength > STREAM_BUFFER_LIMIT) res.destroy();
      else res.write(text);
    };
    const unsubscribe = server.events.subscribe((event) => {
      if (everySandbox || event.sandboxId === sandboxId) send(bytesOf(event));
    });
    const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
    keepAlive.unref();
    res.on('close', () => {
      clearInterval(keepAlive);
      unsubscribe();
    });
  };
}
