/**
 * A load at a fixed rate, evenly paced and open loop: request n is due `n / rate` seconds after
 * the start, whether or not the earlier ones have been answered, over a keep-alive pool of at most
 * `connections` sockets (a request that finds them all busy waits for one, and that wait counts in
 * its latency).
 *
 * Not autocannon's `overallRate`: that is a budget per second, not a pace. Each connection sends
 * its share back to back as soon as a second begins, then waits for the next one
 * (mcollina/autocannon#174), so at 1,000 req/s over 50 connections the server gets 1,000 requests
 * at once and every second's latencies are those of a 50-connection saturated burst.
 */
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';

export interface PacedRequest {
  /** e.g. `http://127.0.0.1:4010` */
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  /** A form body (`application/x-www-form-urlencoded`). */
  body?: string;
  /** Every answer must contain this to count as a success. */
  expect: string;
  /** The path of the nth request, when it changes per request (sandbox rotation). */
  pathFor?: (n: number) => string;
}

export interface PacedOptions {
  /** Requests per second. */
  rate: number;
  seconds: number;
  /** Most sockets open at once. */
  connections: number;
  /** An answer slower than this is a time-out. */
  timeoutMs?: number;
  /**
   * How many seconds' worth of requests may wait for a socket before due requests are skipped
   * (default 1): a target that cannot keep the rate is not buried under an ever longer queue.
   */
  backlogSeconds?: number;
}

export interface PacedRun {
  rate: number;
  seconds: number;
  connections: number;
  /** Requests due in the window: rate × seconds. */
  due: number;
  sent: number;
  /** Due but not sent: `backlogSeconds` of requests were already waiting for a socket. */
  skipped: number;
  /** Answers received (any status), in the window or after it. */
  answered: number;
  /** Answers received within the window, per second of it: the rate the server actually kept. */
  achievedRate: number;
  /** Per answered request, ms from handing it to the socket pool to the last byte of its answer. */
  latenciesMs: number[];
  /** How late requests were handed over after their due time (the pacer's own timer lag), ms. */
  lagsMs: number[];
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers without `expect` in their body. */
  mismatches: number;
  /** Most requests in flight at once (sent, not yet answered). */
  maxInFlight: number;
  /** Sockets opened over the run. */
  socketsUsed: number;
  /** The first answer that was not a success, for the report. */
  firstFailure?: string;
}

/** Runs the paced load; resolves once every sent request is answered or has timed out. */
export function paced(target: PacedRequest, options: PacedOptions): Promise<PacedRun> {
  const { rate, seconds, connections } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const due = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const backlogLimit = connections + Math.max(1, Math.round(rate * (options.backlogSeconds ?? 1)));
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const sockets = new Set<Socket>();
  const run: PacedRun = {
    rate,
    seconds,
    connections,
    due,
    sent: 0,
    skipped: 0,
    answered: 0,
    achievedRate: 0,
    latenciesMs: [],
    lagsMs: [],
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    mismatches: 0,
    maxInFlight: 0,
    socketsUsed: 0,
  };
  let inFlight = 0;
  let answeredInWindow = 0;
  let issued = 0;
  let sendingDone = false;
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const start = performance.now();
  const windowEnd = start + seconds * 1000;
  const settle = () => {
    if (sendingDone && inFlight === 0) finish();
  };
  const fail = (what: string) => {
    run.firstFailure ??= what;
  };

  const send = (n: number) => {
    const headers: Record<string, string | number> = {};
    if (target.body !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['content-length'] = Buffer.byteLength(target.body);
    }
    const url = new URL(target.pathFor?.(n) ?? target.path, target.origin);
    const began = performance.now();
    let settled = false;
    const done = (outcome: 'answer' | 'error' | 'timeout') => {
      if (settled) return;
      settled = true;
      inFlight -= 1;
      if (outcome === 'error') run.errors += 1;
      if (outcome === 'timeout') run.timeouts += 1;
      settle();
    };
    inFlight += 1;
    run.sent += 1;
    run.maxInFlight = Math.max(run.maxInFlight, inFlight);
    const req = request(url, { method: target.method, agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => {
        if (settled) return;
        const end = performance.now();
        run.latenciesMs.push(end - began);
        run.answered += 1;
        if (end <= windowEnd) answeredInWindow += 1;
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 299) {
          run.non2xx += 1;
          fail(`${status} ${body.slice(0, 120)}`);
        } else if (!body.includes(target.expect)) {
          run.mismatches += 1;
          fail(`${status} ${body.slice(0, 120)}`);
        }
        done('answer');
      });
      res.on('error', (error) => {
        fail(error.message);
        done('error');
      });
    });
    req.on('socket', (socket) => {
      sockets.add(socket);
    });
    req.setTimeout(timeoutMs, () => {
      fail(`no answer within ${timeoutMs} ms`);
      done('timeout');
      req.destroy();
    });
    req.on('error', (error) => {
      fail(error.message);
      done('error');
    });
    req.end(target.body);
  };

  const tick = () => {
    const now = performance.now();
    const dueNow = Math.min(due, Math.floor((now - start) / interval) + 1);
    while (issued < dueNow) {
      run.lagsMs.push(now - (start + issued * interval));
      if (inFlight >= backlogLimit) run.skipped += 1;
      else send(issued);
      issued += 1;
    }
    if (issued < due) {
      setTimeout(tick, Math.max(0, start + issued * interval - performance.now()));
    } else {
      sendingDone = true;
      settle();
    }
  };
  tick();

  return finished.then(() => {
    agent.destroy();
    run.socketsUsed = sockets.size;
    run.achievedRate = answeredInWindow / seconds;
    return run;
  });
}
