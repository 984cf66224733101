/**
 * The two servers of `npm run dev` and what their output says: the fake server runs under
 * `node --watch` (a saved route, a regenerated schema it imports: it restarts, its sandboxes kept in
 * the dev database), the app under Vite. `FakeServerMonitor` reads the fake server's lines to tell
 * `dev.ts` when it is up, restarting or stopped, in words shorter than Node's.
 */
import { relative } from 'node:path';

/** The fake server under Node's watch mode: restarts when a file it imports changes. */
export function fakeServerArgs(options: { watchPaths?: readonly string[] } = {}): string[] {
  return [
    // Node would clear the terminal on each restart, and the announced links with it.
    '--watch',
    '--watch-preserve-output',
    // Tests watch a folder of their own instead of the server's files.
    ...(options.watchPaths ?? []).map((path) => `--watch-path=${path}`),
    'fake-server/src/main.ts',
  ];
}

/** Vite on the app's port (the config's port is the default; `--port` wins over it). */
export function appServerArgs(port: number): string[] {
  return ['--config', 'web/vite.config.ts', '--port', String(port), '--strictPort'];
}

/** The fake server's line once it listens (fake-server/src/main.ts). */
export const FAKE_LISTENING = /^Fake server listening on (http:\/\/\S+) /;

/** Whether a (colourless) line of Vite says it serves on this port. */
export function isAppListening(line: string, port: number): boolean {
  return /Local:\s+http:\/\/\S+:(\d+)/.exec(line)?.[1] === String(port);
}

export type FakeState = 'starting' | 'up' | 'restarting' | 'stopped';

export interface FakeLineReading {
  /** Hide the line: it is replaced by `note`, or is noise of a restart. */
  hide: boolean;
  /** A short line to print in its place. */
  note?: string;
}

/**
 * Follows the fake server's lines under `node --watch`.
 *
 * @example
 * const monitor = new FakeServerMonitor(root, '.fake/dev.db');
 * monitor.read("Change detected in '/repo/fake-server/src/groups/order/operations.ts'"); // hidden
 * monitor.read("Restarting 'fake-server/src/main.ts'"); // note: 'fake-server/src/groups/order/operations.ts changed: restarting…'
 */
export class FakeServerMonitor {
  state: FakeState = 'starting';
  /** When it last came up (restarts included), for the proxy's errors just before. */
  upSince = 0;
  /** Origin it said it listens on. */
  origin: string | undefined;
  #changed: string[] = [];
  #restartedAt = 0;
  readonly #root: string;
  readonly #db: string | undefined;

  constructor(root: string, db: string | undefined) {
    this.#root = root;
    this.#db = db;
  }

  read(line: string, now = performance.now()): FakeLineReading {
    const changed = /^Change detected in '(.+)'$/.exec(line);
    if (changed?.[1]) {
      const file = relative(this.#root, changed[1]);
      if (!this.#changed.includes(file)) this.#changed.push(file);
      return { hide: true };
    }
    if (/^Restarting '.+'$/.test(line)) {
      const files = this.#changed.length > 0 ? this.#changed.join(', ') : 'a file';
      this.#changed = [];
      this.state = 'restarting';
      this.#restartedAt = now;
      const kept = this.#db
        ? `sandboxes kept in ${this.#db}`
        : 'sandboxes in memory are lost (FAKE_DB= was set)';
      return { hide: true, note: `${files} changed: restarting (${kept})…` };
    }
    const listening = FAKE_LISTENING.exec(line);
    if (listening) {
      this.origin = listening[1];
      const restarted = this.state === 'restarting';
      this.state = 'up';
      this.upSince = now;
      if (!restarted) return { hide: false };
      const seconds = ((now - this.#restartedAt) / 1000).toFixed(1);
      return { hide: true, note: `restarted in ${seconds} s; the open app refetches.` };
    }
    if (/^Failed running '.+'/.test(line)) {
      const starting = this.state === 'starting';
      this.state = 'stopped';
      return {
        hide: true,
        note: starting
          ? 'the fake server stopped (above).'
          : 'the fake server stopped on the error above; save a fix and it starts again by itself.',
      };
    }
    if (/^Completed running '.+'/.test(line)) {
      this.state = 'stopped';
      return { hide: true, note: 'the fake server ended; save a file of it to start it again.' };
    }
    return { hide: false };
  }
}

/**
 * Hides Vite's proxy errors while the fake server restarts (each call the open app makes then
 * fails with a stack trace), and a moment after: the restart note says what happened.
 */
export class ProxyNoiseFilter {
  #inBlock = false;
  readonly #fake: FakeServerMonitor;
  readonly #graceMs: number;

  constructor(fake: FakeServerMonitor, graceMs = 1_500) {
    this.#fake = fake;
    this.#graceMs = graceMs;
  }

  /** Whether to hide this (colourless) line of the app's output. */
  hides(line: string, now = performance.now()): boolean {
    const quiet = this.#fake.state !== 'up' || now - this.#fake.upSince < this.#graceMs;
    if (/\bhttp proxy error\b/.test(line)) {
      this.#inBlock = quiet;
      return quiet;
    }
    if (this.#inBlock && /^\s+at |^(Aggregate)?Error\b|^\w*Error \[E|^\s*$/.test(line)) return true;
    this.#inBlock = false;
    return false;
  }
}
