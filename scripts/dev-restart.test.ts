// The fake server as `npm run dev` runs it (node --watch, sandboxes in a FAKE_DB file): QA switches
// made before a restart are in place after it, and the event stream the open app follows ends
// properly, so the bridge simulator reconnects. The restart is node --watch's own, triggered by a
// save in a folder the test watches instead of the server's sources.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './contract-files.ts';
import { someFreePort } from './dev-ports.ts';
import { eachLine } from './dev-processes.ts';
import { FakeServerMonitor, fakeServerArgs } from './dev-servers.ts';

const SANDBOX = 'restart-test';

async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the dev fake server restarting under node --watch', () => {
  let dir: string;
  let child: ChildProcess | undefined;
  let origin: string;
  const notes: string[] = [];
  let monitor: FakeServerMonitor;

  const admin = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}/__fake${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Fake-Admin': '1' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const statusOf = async (sandbox: string, orderId: string) => {
    const { orders } = (await admin('GET', `/orders?sessionId=${sandbox}`)) as {
      orders: { orderId: string; orderStatus: number }[];
    };
    return orders.find((order) => order.orderId === orderId)?.orderStatus;
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-restart-test-'));
    const port = await someFreePort(40_000, '127.0.0.1');
    origin = `http://127.0.0.1:${port}`;
    monitor = new FakeServerMonitor(PROJECT_ROOT, join(dir, 'sandboxes.db'));
    child = spawn(process.execPath, fakeServerArgs({ watchPaths: [join(dir, 'watched')] }), {
      cwd: PROJECT_ROOT,
      env: { ...process.env, FAKE_PORT: String(port), FAKE_DB: join(dir, 'sandboxes.db'), FAKE_SEED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    eachLine(child, (line) => {
      const { note } = monitor.read(line);
      if (note) notes.push(note);
    });
    writeFileSync(join(dir, 'watched'), 'v1');
    await until('the fake server to listen', () => (monitor.state === 'up' ? true : undefined));
  });

  afterEach(async () => {
    if (child && child.exitCode === null) {
      const ended = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await ended;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every QA switch of a sandbox, and ends the event stream so the app reconnects', async () => {
    await admin('PATCH', `/orders/ORD174R?sessionId=${SANDBOX}`, { orderStatus: 180, force: true });
    await admin('POST', `/scenario?sessionId=${SANDBOX}`, { name: 'wrong-captcha' });
    expect(await statusOf(SANDBOX, 'ORD174R')).toBe(180);
    const stream = await fetch(`${origin}/__fake/events?sessionId=${SANDBOX}`);
    const reader = stream.body?.getReader();
    expect(new TextDecoder().decode((await reader?.read())?.value)).toContain('event: ready');

    writeFileSync(join(dir, 'watched'), 'v2'); // what a saved route does under npm run dev
    // The stream ends cleanly (a proxy passes that on; a dropped connection it would keep open).
    const ended = await until('the old stream to end', async () =>
      (await reader?.read())?.done ? true : undefined,
    );
    expect(ended).toBe(true);
    await until('the restart', () =>
      notes.some((note) => note.startsWith('restarted in')) ? true : undefined,
    );
    expect(notes[0]).toMatch(/restarting \(sandboxes kept in .*sandboxes\.db\)/);

    expect(await statusOf(SANDBOX, 'ORD174R')).toBe(180);
    expect(await admin('GET', `/scenario?sessionId=${SANDBOX}`)).toMatchObject({ active: 'wrong-captcha' });
    // A sandbox nobody switched is still the seed's.
    expect(await statusOf('someone-else', 'ORD174R')).toBe(174);
    const answer = await fetch(`${origin}/v3/loan-details/loan-details?sessionId=${SANDBOX}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'productId=P1002&orderId=ORD174R',
    });
    expect(((await answer.json()) as { data: { orderStatus: number } }).data.orderStatus).toBe(180);
  });
});
