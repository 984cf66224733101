import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const mainScript = new URL('../main.ts', import.meta.url).pathname;

/** A fake server running as its own process (`node fake-server/src/main.ts`), as people start it. */
export interface ChildServer {
  child: ChildProcess;
  origin: string;
  /** What it printed so far (stdout and stderr). */
  output: () => string;
  /** Stops it (SIGTERM) and waits for it to exit. */
  stop: () => Promise<void>;
}

/**
 * Starts main.ts on a free loopback port with `env` added to this process's; resolves once it
 * listens, with its origin.
 * @example const server = await startChildServer({ FAKE_DB: db }); await server.stop();
 */
export function startChildServer(env: Readonly<Record<string, string>> = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, [mainScript], {
    env: { ...process.env, ...env, FAKE_PORT: '0', FAKE_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = output.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve({ child, origin: found[1], output: () => output, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

/** A process's memory from /proc/<pid>/status: resident now and at its peak, in MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string): number =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: kilobytes('VmRSS') / 1024, peakMb: kilobytes('VmHWM') / 1024 };
}
