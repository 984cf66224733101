import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Pacer, rotatedPath, saturate, startPacer } from './load-generator.ts';

let server: Server | undefined;
let pacer: Pacer | undefined;

afterEach(async () => {
  await pacer?.close();
  pacer = undefined;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/**
 * A local server that records the paths it was asked for; `/bad` answers without the success code,
 * `/mixed` every other time.
 */
async function listen() {
  const paths: string[] = [];
  server = createServer((req, res) => {
    paths.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      const bad = req.url?.startsWith('/bad') || (req.url === '/mixed' && paths.length % 2 === 0);
      const body = bad ? '{"code":"99"}' : '{"code":"00"}';
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, paths };
}

describe('rotatedPath', () => {
  it('spreads the calls over the sandboxes in turn, after any query the path has', () => {
    const target = { path: '/save?x=1', rotateSandboxes: { prefix: 'w', count: 2 } };
    expect([0, 1, 2].map((n) => rotatedPath(target, n))).toEqual([
      '/save?x=1&sessionId=w-0',
      '/save?x=1&sessionId=w-1',
      '/save?x=1&sessionId=w-0',
    ]);
    expect(rotatedPath({ path: '/save' }, 5)).toBe('/save');
  });
});

describe('the pacer in a process of its own', () => {
  it('sends the paced calls and hands back every latency and count', async () => {
    const { origin, paths } = await listen();
    pacer = startPacer();
    const request = {
      origin,
      method: 'POST' as const,
      path: '/save',
      body: 'a=1',
      expect: '"code":"00"',
      rotateSandboxes: { prefix: 'w', count: 3 },
    };
    const run = await pacer.run(request, { rate: 200, seconds: 0.3, connections: 5 });
    expect(run).toMatchObject({ due: 60, sent: 60, answered: 60, mismatches: 0, errors: 0 });
    expect(run.latenciesMs).toHaveLength(60);
    expect(new Set(paths)).toEqual(
      new Set(['/save?sessionId=w-0', '/save?sessionId=w-1', '/save?sessionId=w-2']),
    );

    // The same process answers the next job: an answer without the success code is not a success.
    const bad = await pacer.run(
      { ...request, path: '/bad', rotateSandboxes: undefined },
      { rate: 100, seconds: 0.2, connections: 2 },
    );
    expect(bad).toMatchObject({ answered: 20, mismatches: 20, firstFailure: '200 {"code":"99"}' });
  });

  it('fails the calls it can no longer answer once closed', async () => {
    const { origin } = await listen();
    pacer = startPacer();
    await pacer.close();
    await expect(
      pacer.run(
        { origin, method: 'GET', path: '/', expect: '"code"' },
        { rate: 10, seconds: 0.1, connections: 1 },
      ),
    ).rejects.toThrow();
  });
});

describe('a flat-out run in a process of its own', () => {
  it("gives autocannon's aggregated figures, success checked", async () => {
    const { origin, paths } = await listen();
    const run = await saturate(origin, { method: 'GET', path: '/mixed', expect: '"code":"00"' }, 0, 0.3);
    expect(run.reqPerSec).toBeGreaterThan(0);
    expect(run).toMatchObject({ errors: 0, non2xx: 0 });
    expect(paths.length).toBeGreaterThanOrEqual(run.total);
    // Every other answer lacks the success code: those, and only those, are not a success.
    expect(run.mismatches).toBeGreaterThan(run.total / 4);
    expect(run.mismatches).toBeLessThan((run.total * 3) / 4);
  });
});
