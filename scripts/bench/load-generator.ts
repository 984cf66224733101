/**
 * The load generators in processes of their own (`fork`), so that no V8 heap they use is shared
 * with the bench or left behind for its collector:
 *
 * - **Flat out** (autocannon): one process per target, ended after the run. Its hundreds of MB of
 *   garbage go with it, instead of a mark-compact of the bench's heap (≈ 120 ms of marking on these
 *   2 cores) starting in the middle of a later fixed-rate window, as V8's memory reducer did.
 * - **Fixed rate** (`paced()`): one process for the section. In the bench's main thread the pacer
 *   shared a heap of ≈ 200 MB (Playwright, the other sections): its young-generation collections
 *   came every ≈ 2 s, kept ≈ 12 MB and paused 20–45 ms, and each answer that arrived meanwhile was
 *   timed that much late (bare node:http's p99 read 3–4.6 ms, ≈ 1 ms from a heap of its own). Kept
 *   for the section, its HTTP client is optimized once: ≈ 10,000 requests in, V8's optimizing
 *   compiler stalls both ends for ≈ 70 ms, and `warm()` spends that before any measured window.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import type { Target } from './load.ts';
import { type PacedOptions, type PacedRequest, type PacedRun, paced } from './paced.ts';

/** Connections of the flat-out runs. */
export const CONNECTIONS = 100;
/** Requests enough to take the pacer's HTTP client past V8's optimizing tier-up (≈ 10,000). */
export const WARM_UP_REQUESTS = 15_000;

/** What the reports keep of a flat-out run. */
export interface Saturation {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
  total: number;
}

/** A request the pacer's process can receive: plain data (no `pathFor` function). */
export type PacedJobRequest = Omit<PacedRequest, 'pathFor'> & Pick<Target, 'rotateSandboxes'>;

/** A target as the load generators receive it (its label and server are the bench's business). */
export type LoadTarget = Pick<Target, 'method' | 'path' | 'body' | 'expect' | 'rotateSandboxes'>;

type Job =
  | { kind: 'saturation'; origin: string; target: LoadTarget; warmup: number; duration: number }
  | { kind: 'paced'; request: PacedJobRequest; options: PacedOptions };
type Reply = { id: number; result: Saturation | PacedRun } | { id: number; error: string };
/** The argument that makes this module, forked, serve jobs. */
const SERVE = '--serve-load-jobs';

/** The path of the nth request: the target's, with `sessionId` rotated when asked. */
export function rotatedPath(target: Pick<Target, 'path' | 'rotateSandboxes'>, n: number): string {
  const rotate = target.rotateSandboxes;
  if (!rotate) return target.path;
  const joiner = target.path.includes('?') ? '&' : '?';
  return `${target.path}${joiner}sessionId=${rotate.prefix}-${n % rotate.count}`;
}

/** A child process answering jobs in turn. */
function startGenerator() {
  const child = fork(fileURLToPath(import.meta.url), [SERVE], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  child.on('message', (reply: Reply) => {
    const entry = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('result' in reply) entry?.resolve(reply.result);
    else entry?.reject(new Error(reply.error));
  });
  child.on('error', failAll);
  child.on('exit', (code, signal) => failAll(new Error(`the load generator exited (${signal ?? code})`)));
  return {
    run<T>(job: Job): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve: (result) => resolve(result as T), reject });
        child.send({ id, job });
      });
    },
    close(): Promise<void> {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      });
    },
  };
}

/**
 * A warm-up run (none for `warmup` 0), then the measured one, flat out at `CONNECTIONS`, in a
 * process of their own.
 */
export async function saturate(
  origin: string,
  target: LoadTarget,
  warmup: number,
  duration: number,
): Promise<Saturation> {
  const generator = startGenerator();
  try {
    return await generator.run<Saturation>({ kind: 'saturation', origin, target, warmup, duration });
  } finally {
    await generator.close();
  }
}

export interface Pacer {
  run(request: PacedJobRequest, options: PacedOptions): Promise<PacedRun>;
  /** `WARM_UP_REQUESTS` calls to a cheap target at 3,000 req/s (5 s). */
  warm(request: PacedJobRequest): Promise<PacedRun>;
  close(): Promise<void>;
}

/** The fixed-rate pacer's process; `close()` it when the section is done. */
export function startPacer(): Pacer {
  const generator = startGenerator();
  const run = (request: PacedJobRequest, options: PacedOptions) =>
    generator.run<PacedRun>({ kind: 'paced', request, options });
  const rate = 3_000;
  return {
    run,
    warm: (request) => run(request, { rate, seconds: WARM_UP_REQUESTS / rate, connections: 50 }),
    close: () => generator.close(),
  };
}

/** autocannon, loaded only by a flat-out process: the pacer's heap stays small. */
async function cannon(origin: string, target: LoadTarget, seconds: number): Promise<autocannon.Result> {
  const { default: autocannon } = await import('autocannon');
  let turn = 0;
  return autocannon({
    ...(target.rotateSandboxes
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                turn += 1;
                return { ...request, path: rotatedPath(target, turn) };
              },
            },
          ],
        }
      : {}),
    url: `${origin}${target.path}`,
    method: target.method,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    ...(target.body
      ? { body: target.body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : {}),
    verifyBody: (body) => typeof body === 'string' && body.includes(target.expect),
  });
}

async function runJob(job: Job): Promise<Saturation | PacedRun> {
  if (job.kind === 'paced') {
    const { request } = job;
    const pathFor = request.rotateSandboxes ? (n: number) => rotatedPath(request, n) : undefined;
    return paced({ ...request, ...(pathFor ? { pathFor } : {}) }, job.options);
  }
  if (job.warmup > 0) await cannon(job.origin, job.target, job.warmup);
  const result = await cannon(job.origin, job.target, job.duration);
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
    total: result.requests.total,
  };
}

if (process.argv.includes(SERVE) && process.send) {
  const reply = (message: Reply) => process.send?.(message);
  process.on('message', async ({ id, job }: { id: number; job: Job }) => {
    try {
      reply({ id, result: await runJob(job) });
    } catch (error) {
      reply({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  // The bench ended (or died): nothing is left to answer.
  process.on('disconnect', () => process.exit(0));
}
