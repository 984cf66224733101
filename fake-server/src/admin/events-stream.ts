import type { RequestHandler } from 'express';
import type { FakeServer } from '../fake-server.ts';
import { sandboxIdOf } from '../store/sandbox.ts';

/** Proxies and browsers drop idle streams; a comment line every 15 s keeps them open. */
const KEEP_ALIVE_MS = 15_000;

/**
 * GET /__fake/events?sessionId=…: server-sent events of one sandbox (`all=1`: every sandbox).
 * Event names: ready, order-updated, scenario, fault, reset, request; data is the JSON event.
 */
export function eventsStream(server: FakeServer): RequestHandler {
  return (req, res) => {
    const sandboxId = sandboxIdOf(req.query);
    const everySandbox = req.query.all === '1';
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write(`event: ready\ndata: ${JSON.stringify({ sandboxId: everySandbox ? '*' : sandboxId })}\n\n`);
    const unsubscribe = server.events.subscribe((event) => {
      if (everySandbox || event.sandboxId === sandboxId)
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    keepAlive.unref();
    res.on('close', () => {
      clearInterval(keepAlive);
      unsubscribe();
    });
  };
}
