import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { paced } from './paced.ts';

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A local server that records when each request arrived and answers after `delayMs`. */
async function listen(answer: (path: string) => { status: number; body: string }, delayMs = 0) {
  const arrivals: number[] = [];
  const bodies: string[] = [];
  server = createServer((req, res) => {
    arrivals.push(performance.now());
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      bodies.push(body);
      setTimeout(() => {
        const { status, body: text } = answer(req.url ?? '');
        res.writeHead(status, { 'content-type': 'application/json' }).end(text);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, arrivals, bodies };
}

const OK = { status: 200, body: '{"code":"00"}' };

describe('paced', () => {
  it('spreads the requests over the window instead of sending them in a burst', async () => {
    const { origin, arrivals, bodies } = await listen(() => OK);
    const run = await paced(
      { origin, method: 'POST', path: '/v3/x?sessionId=a', body: 'productId=P1', expect: '"code":"00"' },
      { rate: 200, seconds: 0.5, connections: 10 },
    );
    expect(run).toMatchObject({
      due: 100,
      sent: 100,
      answered: 100,
      skipped: 0,
      errors: 0,
      non2xx: 0,
      mismatches: 0,
    });
    expect(bodies.every((body) => body === 'productId=P1')).toBe(true);
    expect(run.latenciesMs).toHaveLength(100);
    expect(run.achievedRate).toBeGreaterThan(180);
    // Half of the requests arrive in the first half of the window, not nearly all at once (a
    // budget per second would send all 100 in the first few ms).
    const first = arrivals[0] ?? 0;
    const firstHalf = arrivals.filter((at) => at - first < 250).length;
    expect(firstHalf).toBeGreaterThan(35);
    expect(firstHalf).toBeLessThan(65);
    expect(run.socketsUsed).toBeLessThanOrEqual(10);
  });

  it('counts answers that are not a success and keeps the first one', async () => {
    const { origin } = await listen((path) =>
      path.includes('n=bad') ? { status: 200, body: '{"code":"99"}' } : { status: 503, body: 'busy' },
    );
    const run = await paced(
      {
        origin,
        method: 'GET',
        path: '/x?n=bad',
        expect: '"code":"00"',
        pathFor: (n) => (n % 2 ? '/x?n=bad' : '/y'),
      },
      { rate: 100, seconds: 0.1, connections: 2 },
    );
    expect(run.answered).toBe(10);
    expect(run.mismatches).toBe(5);
    expect(run.non2xx).toBe(5);
    expect(run.firstFailure).toBe('503 busy');
  });

  it('skips requests once the backlog is full, and says so in the achieved rate', async () => {
    const { origin } = await listen(() => OK, 100);
    const run = await paced(
      { origin, method: 'GET', path: '/slow', expect: '"code":"00"' },
      { rate: 50, seconds: 0.5, connections: 1, backlogSeconds: 0.1 },
    );
    // One socket, 100 ms per answer (10 req/s): at most 1 + 5 in flight, the rest is skipped.
    expect(run.due).toBe(25);
    expect(run.maxInFlight).toBe(6);
    expect(run.skipped).toBeGreaterThan(10);
    expect(run.sent + run.skipped).toBe(run.due);
    expect(run.answered).toBe(run.sent);
    expect(run.achievedRate).toBeLessThan(15);
  });

  it('counts a refused connection as an error', async () => {
    const run = await paced(
      { origin: 'http://127.0.0.1:1', method: 'GET', path: '/', expect: 'x' },
      { rate: 100, seconds: 0.05, connections: 2 },
    );
    expect(run.errors).toBe(run.sent);
    expect(run.answered).toBe(0);
    expect(run.firstFailure).toMatch(/ECONNREFUSED/);
  });
});
