/**
 * The children of `npm run dev` (the fake server, the app's dev server). They stay in its process
 * group: Ctrl-C in the terminal, or a caller that stops the group (the bench), reaches them all at
 * once. A stop is a SIGTERM to each, which each passes on (node --watch to its server, Vite to
 * esbuild). Their output is printed line by line under a prefix; `dev.ts` sees each line first (to
 * know when a server is up, and to hide the noise of a restart).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { styleText } from 'node:util';
import { terminalText } from '../fake-server/src/api/terminal-text.ts';

export type Colour = 'yellow' | 'cyan' | 'magenta' | 'green' | 'red';

/**
 * `[name] text`, one prefix per line, coloured when the terminal shows colours. Any other control
 * character in a line is written as an escape: a child's output can carry what a client sent (a
 * sandbox id, a path), which must not retitle the terminal or forge a line.
 */
export function prefixed(name: string, colour: Colour, text: string): string {
  const prefix = styleText(colour, `[${name}]`, { stream: process.stdout });
  return text
    .split('\n')
    .map((line) => `${prefix} ${terminalText(line, { keepColours: true })}`)
    .join('\n');
}

/** What `dev.ts` decides about a line: print it as it is, or hide it. */
export type LineVerdict = 'print' | 'hide';

export interface ChildSpec {
  name: string;
  colour: Colour;
  command: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Sees every line (without colour codes) before it is printed. */
  onLine?: (line: string) => LineVerdict;
}

export interface DevChild {
  readonly name: string;
  readonly pid: number;
  /** Resolves with the exit code (null after a signal) when the process ends. */
  readonly exited: Promise<number | null>;
  /** SIGTERM, SIGKILL after `graceMs`; resolves when it has ended. */
  stop(graceMs?: number): Promise<void>;
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');

/** Removes terminal colour codes (to match a server's lines). */
export function plain(line: string): string {
  return line.replace(ANSI, '');
}

const running = new Set<ChildProcess>();

// However `npm run dev` ends (an exception included), no server outlives it. SIGTERM, not SIGKILL:
// node --watch passes it on to the server it runs, and a killed watcher would orphan that server.
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** Calls `onLine` for each line a child writes to stdout or stderr, the last one too. */
export function eachLine(child: ChildProcess, onLine: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr])
    if (stream) createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', onLine);
}

function relay(child: ChildProcess, spec: ChildSpec): void {
  eachLine(child, (line) => {
    if ((spec.onLine?.(plain(line)) ?? 'print') === 'print')
      process.stdout.write(`${prefixed(spec.name, spec.colour, line)}\n`);
  });
}

/** Starts a child, its output relayed under `[name]`. */
export function startChild(spec: ChildSpec): DevChild {
  const child = spawn(spec.command, [...spec.args], {
    cwd: spec.cwd,
    env: spec.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  relay(child, spec);
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      process.stdout.write(
        `${prefixed(spec.name, 'red', `cannot start ${spec.command}: ${error.message}`)}\n`,
      );
      resolve(null);
    });
    child.once('exit', (code) => resolve(code));
  });
  void exited.then(() => running.delete(child));
  return {
    name: spec.name,
    pid: child.pid ?? -1,
    exited,
    stop: async (graceMs = 5_000) => {
      if (!running.has(child)) return void (await exited);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
