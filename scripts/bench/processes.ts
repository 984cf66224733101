/**
 * Child processes of the bench: each started in its own process group, so stopping it stops what
 * it started (npm → sh → node → vite …), and every group still alive is killed when the bench ends,
 * however it ends.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../..');
const bin = join(root, 'node_modules/.bin');

/** The environment children get: this project's Node 24 and tools first on PATH. */
export function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

export interface Started {
  name: string;
  child: ChildProcess;
  pid: number;
  /** The last few kB of stdout and stderr, for messages when something fails. */
  output(): string;
  /** Whether the process has ended. */
  exited(): boolean;
  /** Resolves when it ends, with its exit code (null when killed by a signal). */
  done: Promise<number | null>;
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves once the leader has ended. */
  stop(graceMs?: number): Promise<void>;
}

const alive = new Set<Started>();

function killGroup(pid: number, signal: NodeJS.Signals): void {
  // Never a pid of 0 or below: -0 is our own group, and kill(-1) would signal every process.
  if (!Number.isInteger(pid) || pid <= 1) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

let cleanupInstalled = false;
function installCleanup(): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.on('exit', () => {
    for (const started of alive) killGroup(started.pid, 'SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const started of alive) killGroup(started.pid, 'SIGKILL');
      process.exit(0);
    });
  }
}

/** Starts a command in a new process group (stdio captured; `echo` also prints it with a prefix). */
export function start(
  name: string,
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; echo?: boolean } = {},
): Started {
  installCleanup();
  const child = spawn(command, args, {
    cwd: root,
    env: options.env ?? childEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    tail = (tail + text).slice(-8_000);
    if (options.echo) process.stdout.write(text.replace(/^(?=.)/gm, `    [${name}] `));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let ended = false;
  const done = new Promise<number | null>((resolve) => {
    child.on('error', (error) => {
      tail += `\n${error.message}`;
      ended = true;
      resolve(null);
    });
    child.on('exit', (code) => {
      ended = true;
      resolve(code);
    });
  });
  const pid = child.pid ?? -1;
  const started: Started = {
    name,
    child,
    pid,
    output: () => tail,
    exited: () => ended,
    done,
    stop: async (graceMs = 5_000) => {
      // Already ended and its group cleared: signal nothing (its pid may be reused by now).
      if (!alive.has(started)) return void (await done);
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), graceMs);
      await done;
      clearTimeout(timer);
      // Grandchildren (vite under npm, chromium under lighthouse) may outlive the leader.
      killGroup(pid, 'SIGKILL');
      alive.delete(started);
    },
  };
  if (pid > 0) alive.add(started);
  void done.then(() => {
    if (!alive.has(started)) return;
    // Leader gone: make sure nothing of its group lingers.
    killGroup(pid, 'SIGKILL');
    alive.delete(started);
  });
  return started;
}

/** Runs a command to its end (or `timeoutMs`), timing it. */
export async function run(
  name: string,
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; echo?: boolean; timeoutMs?: number } = {},
): Promise<{ code: number | null; ms: number; output: string; timedOut: boolean }> {
  const began = performance.now();
  const started = start(name, command, args, options);
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      void started.stop(2_000);
    },
    options.timeoutMs ?? 15 * 60_000,
  );
  const code = await started.done;
  clearTimeout(timer);
  const ms = performance.now() - began;
  await started.stop(1_000);
  return { code, ms, output: started.output(), timedOut };
}

/** A port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something already answers TCP on 127.0.0.1:port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether a GET of the URL answers 2xx now. */
export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Polls the URL until it answers 2xx; throws with the process's output when it ends first or the
 * time runs out.
 */
export async function waitForUrl(url: string, proc: Started | undefined, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (proc?.exited())
      throw new Error(`${proc.name} ended before ${url} answered:\n${lastLines(proc.output())}`);
    if (Date.now() > deadline)
      throw new Error(
        `${url} did not answer within ${timeoutMs / 1000} s.${proc ? `\n${lastLines(proc.output())}` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Terminal colour codes, left out of quoted output. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');

/** The last lines of a process's output, without colour codes, indented. */
export function lastLines(text: string, lines = 12): string {
  return text
    .replace(ANSI, '')
    .trimEnd()
    .split('\n')
    .slice(-lines)
    .map((line) => `      ${line}`)
    .join('\n');
}

/** Peak and current resident memory of a process, in bytes, from /proc (Linux). */
export function memoryOf(pid: number): { peakRss?: number; rss?: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => {
      const kib = status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1];
      return kib === undefined ? undefined : Number(kib) * 1024;
    };
    return { peakRss: field('VmHWM'), rss: field('VmRSS') };
  } catch {
    return {};
  }
}

/** The machine's state, printed beside the figures: they depend on it. */
export function machineLoad(): string {
  try {
    const [one, five] = readFileSync('/proc/loadavg', 'utf8').split(' ');
    return `load average ${one} (1 min), ${five} (5 min)`;
  } catch {
    return 'load average unknown';
  }
}

export const NODE = process.execPath;
export const VITE = join(root, 'node_modules/vite/bin/vite.js');

/** Debian's Chromium (or CHROME_PATH), which the browser sections drive; a clear error without it. */
export function chromiumPath(): string {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome))
    throw new Error(`no Chromium at ${chrome} (apt-get install -y chromium, or set CHROME_PATH).`);
  return chrome;
}
