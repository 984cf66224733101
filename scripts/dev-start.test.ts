// What `npm run dev` checks before it starts anything, and how it reads its servers' lines.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SandboxDb } from '../fake-server/src/persistence/sandbox-db.ts';
import { checkDevDb, DEV_DB, devDbPath } from './dev-db.ts';
import { checkDevPorts, portHolder } from './dev-ports.ts';
import { FakeServerMonitor, isAppListening, ProxyNoiseFilter } from './dev-servers.ts';

describe('busy ports', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('stop the start with one message: the port, the process holding it, the variable', async () => {
    server = createServer();
    const port = await new Promise<number>((resolve) =>
      server?.listen(0, '127.0.0.1', () => {
        const address = server?.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    expect(portHolder(port)).toMatchObject({ pid: process.pid });

    const message = await checkDevPorts([
      { port, host: '127.0.0.1', role: 'the fake server', variable: 'FAKE_PORT' },
    ]);
    expect(message).toContain(`Port ${port} (the fake server) is taken by pid ${process.pid}`);
    expect(message).toContain(`kill ${process.pid}`);
    expect(message).toMatch(/FAKE_PORT=\d+ npm run dev/);
    server.close();
    server = undefined;
    expect(
      await checkDevPorts([{ port, host: '127.0.0.1', role: 'the fake server', variable: 'FAKE_PORT' }]),
    ).toBeUndefined();
  });
});

describe('the dev database', () => {
  it('is .fake/dev.db unless FAKE_DB says otherwise (empty: memory)', () => {
    expect(devDbPath({})).toBe(DEV_DB);
    expect(devDbPath({ FAKE_DB: '/tmp/x.db' })).toBe('/tmp/x.db');
    expect(devDbPath({ FAKE_DB: '' })).toBeUndefined();
  });

  it('made with another seed stops the start, saying to delete it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-db-test-'));
    try {
      new SandboxDb(join(dir, 'dev.db'), 1).close();
      expect(checkDevDb('dev.db', { FAKE_SEED: '1' }, dir)).toBeUndefined();
      const message = checkDevDb('dev.db', { FAKE_SEED: '2' }, dir);
      expect(message).toContain('was made with FAKE_SEED 1');
      expect(message).toContain('rm -f dev.db dev.db-wal dev.db-shm');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the servers' lines", () => {
  it('tells up, restarting and stopped apart, in short words', () => {
    const monitor = new FakeServerMonitor('/repo', '.fake/dev.db');
    expect(monitor.read('Fake server listening on http://127.0.0.1:4010 (seed 1, …)', 0)).toEqual({
      hide: false,
    });
    expect(monitor.state).toBe('up');
    expect(
      monitor.read("Change detected in '/repo/fake-server/src/groups/order/operations.ts'", 100),
    ).toEqual({
      hide: true,
    });
    expect(monitor.read("Restarting 'fake-server/src/main.ts'", 120)).toEqual({
      hide: true,
      note: 'fake-server/src/groups/order/operations.ts changed: restarting (sandboxes kept in .fake/dev.db)…',
    });
    expect(monitor.state).toBe('restarting');
    expect(monitor.read('Fake server listening on http://127.0.0.1:4010 (seed 1, …)', 1_320)).toEqual({
      hide: true,
      note: 'restarted in 1.2 s; the open app refetches.',
    });
    expect(
      monitor.read("Failed running 'fake-server/src/main.ts'. Waiting for file changes", 2_000).note,
    ).toMatch(/save a fix and it starts again/);
    expect(monitor.state).toBe('stopped');
  });

  it("hides Vite's proxy errors while the fake server restarts, not otherwise", () => {
    const monitor = new FakeServerMonitor('/repo', undefined);
    const filter = new ProxyNoiseFilter(monitor, 1_000);
    monitor.read("Restarting 'fake-server/src/main.ts'", 0);
    expect(filter.hides('9:00:00 AM [vite] http proxy error: /__fake/events?sessionId=x', 10)).toBe(true);
    expect(filter.hides('Error: connect ECONNREFUSED 127.0.0.1:4010', 10)).toBe(true);
    expect(filter.hides('    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1637:16)', 10)).toBe(
      true,
    );
    expect(filter.hides('9:00:01 AM [vite] page reload src/app.tsx', 10)).toBe(false);
    monitor.read('Fake server listening on http://127.0.0.1:4010 (seed 1, …)', 500);
    expect(filter.hides('9:00:05 AM [vite] http proxy error: /v3/x', 5_000)).toBe(false);
  });

  it("knows Vite's own port line", () => {
    expect(isAppListening('  ➜  Local:   http://127.0.0.1:5173/', 5173)).toBe(true);
    expect(isAppListening('  ➜  Local:   http://127.0.0.1:5174/', 5173)).toBe(false);
  });
});
