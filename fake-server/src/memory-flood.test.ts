import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { STREAM_LIMIT } from './admin/events-stream.ts';
import { type ChildServer, memoryOf, startChildServer } from './test-support/child-server.ts';
import {
  type FloodCall,
  largestForm,
  largestUpload,
  largestUploadBody,
  longestUnknownPath,
} from './test-support/largest-calls.ts';

/** fake-server/README.md, "Memory": the ceiling with the defaults. */
const DOCUMENTED_CEILING_MB = 1250;
/** Past this the flood stops early, so a server without bounds cannot exhaust the shared machine. */
const SAFETY_STOP_MB = 3000;
const SANDBOXES = 1000;
const UPLOADS = 120;
/** Form calls and unknown paths, every fourth an unknown path: enough to fill the logs' budget. */
const CALLS = 5000;
/** A request-log entry's JSON at most (store/logged-call.ts bounds every value: ≈ 26 k characters). */
const MAX_ENTRY_CHARS = 32 * 1024;

/** A raw event-stream client that reads nothing until told to read one chunk. */
function openStream(
  origin: string,
  query: string,
): { socket: Socket; readOne: () => void; read: () => number } {
  const socket = connect(Number(new URL(origin).port), '127.0.0.1');
  let read = 0;
  socket.on('data', (chunk: Buffer) => {
    read += chunk.length;
    socket.pause();
  });
  socket.on('error', () => {});
  socket.write(`GET /__fake/events?${query} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  socket.pause();
  return { socket, readOne: () => socket.resume(), read: () => read };
}

interface Timed {
  status: number;
  text: string;
  ms: number;
}

/** A call and its answer; HTTP status 0 when none came (within a generous 30 s: no time budget). */
async function timedFetch(origin: string, call: FloodCall): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${call.path}`, {
      ...call.init,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return { status: response.status, text, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 0, text: String(error), ms: Math.round(performance.now() - started) };
  }
}

const codeOf = (answer: Timed): string => {
  try {
    return (JSON.parse(answer.text) as { code: string }).code;
  } catch {
    return `not JSON: ${answer.text.slice(0, 100)}`;
  }
};

const get = (path: string): FloodCall => ({ path, init: {} });

describe('memory under a flood of the largest calls (defaults: no FAKE_DB, 1000 sandboxes cached)', () => {
  let server: ChildServer | undefined;
  const streams: Socket[] = [];
  afterAll(async () => {
    for (const stream of streams) stream.destroy();
    await server?.stop();
  });

  it(`stays under ${DOCUMENTED_CEILING_MB} MB, and its request log and API still answer`, async () => {
    server = await startChildServer();
    const { origin } = server;
    const pid = server.child.pid ?? 0;
    const ordinaryGet = get('/v3/contract/contract?productId=P1001&scene=3&sessionId=probe');
    expect(codeOf(await timedFetch(origin, ordinaryGet))).toBe('00');
    const idle = memoryOf(pid);

    // Every stream the server allows: one reading a chunk per call of the flood, the others never;
    // half of them of every sandbox, half of one sandbox each.
    const slow = openStream(origin, 'all=1');
    streams.push(slow.socket);
    for (let index = 1; index < STREAM_LIMIT; index++)
      streams.push(openStream(origin, index % 2 === 0 ? 'all=1' : `sessionId=flood-${index}`).socket);

    // The flood stops at the first call left unanswered, or past the safety limit.
    let stopped: string | undefined;
    const overSafety = (): boolean => {
      if (memoryOf(pid).rssMb > SAFETY_STOP_MB) stopped ??= `RSS passed ${SAFETY_STOP_MB} MB`;
      return stopped !== undefined;
    };
    const unexpected: string[] = [];
    const expectAnswer = (answer: Timed, status: number, code: string, what: string): void => {
      if (answer.status === 0) stopped ??= `${what} unanswered: ${answer.text}`;
      const got = answer.status === status ? codeOf(answer) : `HTTP ${answer.status}`;
      if (got !== code && unexpected.length < 5) unexpected.push(`${what}: ${got}`);
    };
    const probeTimes: number[] = [];
    const probe = async (): Promise<void> => {
      const answer = await timedFetch(origin, ordinaryGet);
      expectAnswer(answer, 200, '00', 'ordinary GET during the flood');
      probeTimes.push(answer.ms);
    };

    const upload = largestUploadBody();
    // The uploads all go to one sandbox, whose log pane the QA console must still load.
    let uploaded = 0;
    const uploads = async (): Promise<void> => {
      while (uploaded < UPLOADS && !overSafety()) {
        uploaded += 1;
        expectAnswer(await timedFetch(origin, largestUpload('flood-upload', upload)), 200, '00', 'upload');
        slow.readOne();
      }
    };
    // Forms and unknown paths over the whole sandbox cache, eight at a time, with an ordinary GET
    // every 200 calls.
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < CALLS && !overSafety()) {
        const index = next++;
        const sandbox = `flood-${index % SANDBOXES}`;
        if (index % 4 === 0)
          expectAnswer(await timedFetch(origin, longestUnknownPath(sandbox)), 404, '404', 'unknown path');
        else expectAnswer(await timedFetch(origin, largestForm(sandbox)), 200, '00', 'form');
        if (index % 200 === 0) await probe();
        slow.readOne();
      }
    };
    const started = performance.now();
    // As many uploads at once as the server reads (UPLOADS_AT_ONCE: 4), and one waiting.
    const seconds = () => Math.round((performance.now() - started) / 1000);
    let uploadSeconds = 0;
    let callSeconds = 0;
    await Promise.all([
      Promise.all(Array.from({ length: 5 }, uploads)).then(() => {
        uploadSeconds = seconds();
      }),
      Promise.all(Array.from({ length: 8 }, lane)).then(() => {
        callSeconds = seconds();
      }),
    ]);
    const afterFlood = memoryOf(pid);

    const lastUpload = await timedFetch(origin, largestUpload('flood-upload', upload));
    const uploadLog = await timedFetch(origin, get('/__fake/requests?sessionId=flood-upload&limit=500'));
    const formLog = await timedFetch(
      origin,
      get(`/__fake/requests?sessionId=flood-${(CALLS - 1) % SANDBOXES}&limit=500`),
    );
    const ordinary = await timedFetch(origin, ordinaryGet);
    const sandboxes = await timedFetch(origin, get('/__fake/sandboxes'));
    const after = memoryOf(pid);
    console.log(
      `memory flood: ${uploaded} uploads, ${next} forms and unknown paths over ${SANDBOXES} sandboxes ` +
        `in ${uploadSeconds} s and ${callSeconds} s${stopped ? ` (STOPPED: ${stopped})` : ''}; ` +
        `RSS idle ${idle.rssMb.toFixed(0)} MB, after the flood ${afterFlood.rssMb.toFixed(0)} MB, ` +
        `after the reads ${after.rssMb.toFixed(0)} MB, peak ${after.peakMb.toFixed(0)} MB; ` +
        `GET /__fake/requests: upload sandbox HTTP ${uploadLog.status}, ${uploadLog.text.length} chars, ` +
        `${uploadLog.ms} ms; form sandbox ${formLog.ms} ms; ordinary GET ${ordinary.ms} ms after, ` +
        `slowest of ${probeTimes.length} during ${Math.max(0, ...probeTimes)} ms; ` +
        `slow stream read ${slow.read()} bytes`,
    );

    expect(stopped).toBeUndefined();
    expect(unexpected).toEqual([]);
    expect(after.peakMb).toBeLessThan(DOCUMENTED_CEILING_MB);
    expect(codeOf(lastUpload)).toBe('00');
    expect(uploadLog.status).toBe(200);
    const uploadEntries = (JSON.parse(uploadLog.text) as { requests: { body: unknown }[] }).requests;
    expect(uploadEntries.at(-1)?.body).toEqual({ truncated: expect.any(String), chars: expect.any(Number) });
    expect(formLog.status).toBe(200);
    const formEntries = (JSON.parse(formLog.text) as { requests: unknown[] }).requests;
    expect(formEntries.length).toBeGreaterThan(0);
    for (const entry of [...uploadEntries, ...formEntries])
      expect(JSON.stringify(entry).length).toBeLessThan(MAX_ENTRY_CHARS);
    expect(codeOf(ordinary)).toBe('00');
    expect((JSON.parse(sandboxes.text) as { known: unknown[] }).known.length).toBeLessThanOrEqual(1000);
  }, 180_000);
});
