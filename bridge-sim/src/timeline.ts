// The timeline: one ordered story of the fake server's request log, the bridge log and the QA
// switches ("POST loanDetails → 00", "bridge callPhone", "QA · order ORD174R → 200"). No DOM:
// the fake link feeds it, the drawer shows it, `window.__bridgeSim.timeline()` returns it.
import type { BridgeLogEntry, LogStorage } from './core';

/** Where a timeline entry comes from: an API call to the fake server, a bridge message, a QA switch. */
export type TimelineSource = 'fake' | 'bridge' | 'qa';

/** One line of the timeline. Plain data, so Playwright can read it as is. */
export interface TimelineEntry {
  /** When it happened, in ms since the epoch. */
  at: number;
  source: TimelineSource;
  /** The line as the drawer shows it, e.g. `'POST loanDetails → 00 (12 ms)'`. */
  text: string;
}

/** The fields of a fake-server request-log entry (GET /__fake/requests) the timeline reads. */
export interface FakeRequestEntry {
  id: number;
  /** ISO time the call was answered. */
  at: string;
  operationId: string | null;
  method: string;
  path: string;
  httpStatus: number;
  code: string | null;
  durationMs: number;
  /** 'fault' or 'scenario:<name>' when one changed the call. */
  effect: string | null;
}

/** The storage key of the timeline's own part (QA lines and the clear mark). */
export const TIMELINE_STORAGE_KEY = 'bridge-sim:timeline';

/** QA lines kept across navigations; older ones fall off. */
const MAX_QA = 100;
/** Request entries kept in memory; the fake server keeps 500 per sandbox. */
const MAX_FAKE = 1000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads one request-log entry defensively; `undefined` when it is not one (the fake server is
 * being changed by others, so the shape is checked rather than trusted).
 */
export function parseFakeRequest(value: unknown): FakeRequestEntry | undefined {
  if (!isRecord(value)) return undefined;
  const { id, at, operationId, method, path, httpStatus, code, durationMs, effect } = value;
  if (typeof id !== 'number' || typeof at !== 'string' || Number.isNaN(Date.parse(at))) return undefined;
  if (typeof method !== 'string' || typeof path !== 'string') return undefined;
  return {
    id,
    at,
    operationId: typeof operationId === 'string' ? operationId : null,
    method,
    path,
    httpStatus: typeof httpStatus === 'number' ? httpStatus : 0,
    code: typeof code === 'string' ? code : null,
    durationMs: typeof durationMs === 'number' ? durationMs : 0,
    effect: typeof effect === 'string' ? effect : null,
  };
}

/**
 * One request as a timeline line: method, operation (or path), the envelope code (or the HTTP
 * status when there is none, or it is an HTTP error), the duration, and what changed the call.
 *
 * @example describeRequest({ method: 'POST', operationId: 'loanDetails', code: '00', httpStatus: 200, durationMs: 12, … })
 * // 'POST loanDetails → 00 (12 ms)'
 */
export function describeRequest(entry: FakeRequestEntry): string {
  const target = entry.operationId ?? entry.path;
  const http = `HTTP ${entry.httpStatus}`;
  const outcome =
    entry.code === null ? http : entry.httpStatus >= 400 ? `${entry.code} (${http})` : entry.code;
  const effect = entry.effect ? ` · ${entry.effect}` : '';
  return `${entry.method} ${target} → ${outcome} (${entry.durationMs} ms)${effect}`;
}

/**
 * One bridge message as a timeline line; an empty payload is left out.
 *
 * @example describeBridgeEntry({ action: 'callPhone', payload: { phone: '0917' }, at: 0 })
 * // 'bridge callPhone {"phone":"0917"}'
 */
export function describeBridgeEntry(entry: Pick<BridgeLogEntry, 'action' | 'payload'>): string {
  const payload = JSON.stringify(entry.payload ?? {});
  return payload === '{}' ? `bridge ${entry.action}` : `bridge ${entry.action} ${payload}`;
}

/**
 * Merges the bridge log with the timeline's other entries, oldest first. Entries of the same
 * millisecond keep their order: requests and QA lines as received, then bridge messages.
 *
 * @example mergeTimeline(window.__bridgeLog, timeline.entries()).map((e) => e.text)
 * // ['POST loanDetails → 00 (12 ms)', 'bridge callPhone {"phone":"0917"}']
 */
export function mergeTimeline(
  bridge: readonly BridgeLogEntry[],
  others: readonly TimelineEntry[],
): TimelineEntry[] {
  const merged: TimelineEntry[] = [
    ...others.map(({ at, source, text }) => ({ at, source, text })),
    ...bridge.map((entry) => ({ at: entry.at, source: 'bridge' as const, text: describeBridgeEntry(entry) })),
  ];
  // Array.prototype.sort is stable, so ties keep the order above.
  return merged.sort((a, b) => a.at - b.at);
}

/** The fake server's and QA's part of the timeline; the bridge part is the bridge log itself. */
export interface Timeline {
  /**
   * Adds request-log entries (a backfill from GET /__fake/requests, or one live `request`
   * event). An entry already present (same id and time) is skipped, as is anything older than
   * the last `clear()`. Returns how many were added.
   */
  addRequests(requests: readonly unknown[]): number;
  /** Adds a QA line, e.g. `'QA · order ORD174R → 200'`. */
  addQa(text: string, at: number): void;
  /** The fake and QA entries, oldest first. */
  entries(): TimelineEntry[];
  /** Forgets everything up to now, also what a later backfill would bring back. */
  clear(): void;
  /** Calls `listener` after every change. */
  subscribe(listener: () => void): () => void;
}

interface Saved {
  since: number;
  qa: TimelineEntry[];
}

function restore(storage: LogStorage | undefined): Saved {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(TIMELINE_STORAGE_KEY) ?? '{}');
    if (!isRecord(parsed)) return { since: 0, qa: [] };
    const since = typeof parsed.since === 'number' ? parsed.since : 0;
    const qa = Array.isArray(parsed.qa)
      ? parsed.qa.filter(
          (entry): entry is TimelineEntry =>
            isRecord(entry) && typeof entry.at === 'number' && typeof entry.text === 'string',
        )
      : [];
    return { since, qa: qa.map(({ at, text }) => ({ at, source: 'qa', text })) };
  } catch {
    return { since: 0, qa: [] };
  }
}

/**
 * Creates the fake and QA part of the timeline. With a storage, the QA lines and the clear mark
 * survive navigations (the requests need not: the next page backfills them from the server).
 *
 * @example
 * const timeline = createTimeline({ storage: sessionStorage });
 * timeline.addRequests(body.requests);
 * mergeTimeline(window.__bridgeLog, timeline.entries());
 */
export function createTimeline(options: { storage?: LogStorage; now?: () => number } = {}): Timeline {
  const { storage, now = Date.now } = options;
  const saved = restore(storage);
  let since = saved.since;
  let qa = saved.qa;
  let fake: TimelineEntry[] = [];
  const seen = new Set<string>();
  const listeners = new Set<() => void>();

  const persist = () => {
    try {
      storage?.setItem(TIMELINE_STORAGE_KEY, JSON.stringify({ since, qa } satisfies Saved));
    } catch {
      // Storage full or blocked: this page still shows its QA lines.
    }
  };
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  return {
    addRequests(requests) {
      let added = 0;
      for (const raw of requests) {
        const request = parseFakeRequest(raw);
        if (!request) continue;
        // The id alone is not enough: a sandbox reset numbers its log from 1 again.
        const key = `${request.id}@${request.at}`;
        const at = Date.parse(request.at);
        if (seen.has(key) || at < since) continue;
        seen.add(key);
        fake.push({ at, source: 'fake', text: describeRequest(request) });
        added += 1;
      }
      if (added === 0) return 0;
      fake.sort((a, b) => a.at - b.at);
      if (fake.length > MAX_FAKE) fake = fake.slice(-MAX_FAKE);
      notify();
      return added;
    },
    addQa(text, at) {
      qa.push({ at, source: 'qa', text });
      if (qa.length > MAX_QA) qa = qa.slice(-MAX_QA);
      persist();
      notify();
    },
    entries() {
      return mergeTimeline([], [...fake, ...qa]);
    },
    clear() {
      since = now();
      fake = [];
      qa = [];
      persist();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
