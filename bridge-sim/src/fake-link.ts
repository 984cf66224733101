// The link to the fake server's QA events: when QA switches something (an order status, a
// scenario, a fault, a reset, the sandbox's clock), the open app refetches through the native `resume` event and the
// timeline gets a QA line; every API call the fake server answers joins the timeline. No DOM:
// EventSource and fetch are passed in, so tests drive it with fakes.
import type { LogStorage } from './core';
import type { Timeline } from './timeline';

/** The QA events shown on the timeline. */
export const QA_EVENT_TYPES = ['order-updated', 'scenario', 'fault', 'reset', 'clock'] as const;
export type QaEventType = (typeof QA_EVENT_TYPES)[number];

/**
 * The QA events that change what the open page shows, so they play `resume`. Not `fault`: a fault
 * is armed for the borrower's next action, and a refetch right away would use it up.
 */
// `clock`: the sandbox's virtual clock moved, so every date and amount on the page may change.
const REFRESHING_EVENTS: ReadonlySet<QaEventType> = new Set(['order-updated', 'scenario', 'reset', 'clock']);

/** One server-sent event of GET /__fake/events (its `data`, parsed). */
export interface FakeEvent {
  type: string;
  sandboxId: string;
  /** ISO time of the change. */
  at: string;
  data: unknown;
}

/** The part of `EventSource` the link uses. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** The part of `fetch` the link uses. */
export type FetchLike = (url: string) => Promise<Pick<Response, 'ok' | 'json'>>;

/**
 * `'connecting'` until the stream says ready (again, after a restart of the fake server), `'live'`
 * while it is open, `'off'` once the link gave up (no fake server behind this page, or it stayed
 * away) or was closed.
 */
export type FakeLinkStatus = 'connecting' | 'live' | 'off';

export interface FakeLink {
  readonly status: FakeLinkStatus;
  close(): void;
}

export interface FakeLinkOptions {
  /** The page's sandbox; the fake server's default sandbox when absent. */
  sessionId?: string;
  /** Where requests and QA lines go. */
  timeline: Timeline;
  /** Plays the native `resume` event, so the app refetches what it shows. */
  resume: () => void;
  openEventSource: (url: string) => EventSourceLike;
  fetch: FetchLike;
  now?: () => number;
}

/** The storage key where the app remembers its session params (web/src/api/session.ts). */
export const APP_SESSION_KEY = 'h5.session';

/** How many request-log entries the backfill asks for (the fake server's maximum). */
const BACKFILL_LIMIT = 500;

/**
 * The sandbox of this page: the `sessionId` of the page address, else the one the app remembered
 * in sessionStorage (`h5.session`) for pages whose address drops it.
 *
 * @example sessionIdOf('?orderId=1&sessionId=qa-ann', sessionStorage) // 'qa-ann'
 */
export function sessionIdOf(search: string, storage?: Pick<LogStorage, 'getItem'>): string | undefined {
  const fromQuery = new URLSearchParams(search).get('sessionId');
  if (fromQuery) return fromQuery;
  try {
    const remembered: unknown = JSON.parse(storage?.getItem(APP_SESSION_KEY) ?? '{}');
    const value =
      typeof remembered === 'object' && remembered !== null
        ? (remembered as Record<string, unknown>).sessionId
        : undefined;
    return typeof value === 'string' && value !== '' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A QA URL of the fake server for a sandbox, relative to the page (the dev and preview servers
 * proxy `/__fake`).
 *
 * @example fakeUrl('/events', 'qa-ann') // '/__fake/events?sessionId=qa-ann'
 */
export function fakeUrl(path: string, sessionId?: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...(sessionId ? { sessionId } : {}), ...extra }).toString();
  return `/__fake${path}${query ? `?${query}` : ''}`;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function describeFault(fault: unknown): string {
  const { operationId, delayMs, httpStatus, code, drop, remaining } = record(fault);
  const parts = [
    typeof code === 'string' ? `code ${code}` : '',
    typeof httpStatus === 'number' ? `HTTP ${httpStatus}` : '',
    typeof delayMs === 'number' ? `delay ${delayMs} ms` : '',
    drop === true ? 'drop' : '',
    typeof remaining === 'number' ? `×${remaining}` : '',
  ].filter(Boolean);
  const target = operationId === '*' ? 'every call' : String(operationId ?? '?');
  return `${target} ${parts.join(' ')}`.trim();
}

/**
 * A QA event as one timeline line; `undefined` for events that are not QA switches.
 *
 * @example describeQaEvent({ type: 'order-updated', data: { orderId: 'ORD174R', changes: ['orderStatus'], order: { orderStatus: 200 } }, … })
 * // 'QA · order ORD174R → 200'
 * @example describeQaEvent({ type: 'scenario', data: { active: 'wrong-captcha', delayMs: null }, … })
 * // 'QA · scenario wrong-captcha'
 */
export function describeQaEvent(event: Pick<FakeEvent, 'type' | 'data'>): string | undefined {
  const data = record(event.data);
  switch (event.type) {
    case 'order-updated': {
      const changes = Array.isArray(data.changes) ? data.changes.map(String) : [];
      const status = changes.includes('orderStatus') ? ` → ${String(record(data.order).orderStatus)}` : '';
      const others = changes.filter((name) => name !== 'orderStatus');
      // What moved it when it was not a QA switch: the clock, a payment.
      const via = typeof data.via === 'string' && !data.via.startsWith('QA') ? ` (${data.via})` : '';
      return `QA · order ${String(data.orderId ?? '?')}${status}${others.length > 0 ? ` · ${others.join(', ')} changed` : ''}${via}`;
    }
    case 'scenario': {
      const active = typeof data.active === 'string' ? data.active : 'none';
      const delay = typeof data.delayMs === 'number' ? ` (${data.delayMs} ms)` : '';
      return active === 'none' ? 'QA · scenario off' : `QA · scenario ${active}${delay}`;
    }
    case 'fault': {
      const faults = Array.isArray(data.faults) ? data.faults : [];
      return faults.length === 0
        ? 'QA · faults cleared'
        : `QA · fault ${faults.map(describeFault).join('; ')}`;
    }
    case 'reset':
      // Also sent when the fake server undid a change it could not save (a full disk).
      return typeof data.undone === 'string' ? 'QA · a change was not saved: reloaded' : 'QA · sandbox reset';
    case 'clock': {
      // The fake server sends the sandbox's new now (ISO) and its offset from real time.
      const now = typeof data.now === 'string' ? data.now.slice(0, 16).replace('T', ' ') : '?';
      return data.offsetMs === 0 ? `QA · clock real time (${now})` : `QA · clock → ${now}`;
    }
    default:
      return undefined;
  }
}

function parseEvent(event: MessageEvent): FakeEvent | undefined {
  try {
    const parsed = record(JSON.parse(String(event.data)));
    return typeof parsed.type === 'string'
      ? {
          type: parsed.type,
          sandboxId: String(parsed.sandboxId ?? ''),
          at: String(parsed.at ?? ''),
          data: parsed.data,
        }
      : undefined;
  } catch {
    return undefined;
  }
}

/** A dropped stream is opened again this soon: a restart of the fake server takes a second or two. */
export const RECONNECT_MS = 500;
/** After this long down (a route that does not start until it is fixed), more slowly. */
const FAST_RECONNECT_FOR_MS = 15_000;
const SLOW_RECONNECT_MS = 3_000;
/** Down this long: the fake server is gone, not restarting. */
export const GIVE_UP_AFTER_MS = 5 * 60_000;

/**
 * Follows the fake server's events for one sandbox. At each `ready` it backfills the timeline from
 * GET /__fake/requests; then `request` events add calls live, and QA events add a line and play
 * `resume`. Quiet where there is no fake server: a failure before the first `ready` closes the
 * stream at once, with no retries and nothing logged. After a drop (the fake server restarts: a
 * saved route, a regenerated schema) it opens the stream again every half second, and once the
 * server is back plays `resume` once, so the page shows what the new server answers; after five
 * minutes down it stops.
 *
 * @example
 * connectFakeLink({
 *   sessionId: sessionIdOf(location.search, sessionStorage),
 *   timeline,
 *   resume: () => window.__nativeEvent?.('resume'),
 *   openEventSource: (url) => new EventSource(url),
 *   fetch: (url) => fetch(url),
 * });
 */
export function connectFakeLink(options: FakeLinkOptions): FakeLink {
  const { sessionId, timeline, resume, now = Date.now } = options;
  let status: FakeLinkStatus = 'connecting';
  let source: EventSourceLike | undefined;
  let everLive = false;
  /** When the stream dropped, while it is being opened again. */
  let droppedAt: number | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const link: FakeLink = {
    get status() {
      return status;
    },
    close() {
      status = 'off';
      clearTimeout(retry);
      source?.close();
    },
  };

  const playResume = () => {
    try {
      resume();
    } catch {
      // The app's handlers report their own errors; the link keeps following.
    }
  };

  const backfill = async () => {
    try {
      const response = await options.fetch(
        fakeUrl('/requests', sessionId, { limit: String(BACKFILL_LIMIT) }),
      );
      if (!response.ok) return;
      const requests = record(await response.json()).requests;
      if (Array.isArray(requests)) timeline.addRequests(requests);
    } catch {
      // The live events still fill the timeline.
    }
  };

  const reconnectLater = () => {
    droppedAt ??= now();
    const down = now() - droppedAt;
    if (down >= GIVE_UP_AFTER_MS) {
      status = 'off';
      timeline.addQa('Fake server gone · reload the page once it runs again', now());
      return;
    }
    status = 'connecting';
    retry = setTimeout(open, down < FAST_RECONNECT_FOR_MS ? RECONNECT_MS : SLOW_RECONNECT_MS);
  };

  function open(): void {
    if (status === 'off') return;
    let current: EventSourceLike;
    try {
      current = options.openEventSource(fakeUrl('/events', sessionId));
    } catch {
      status = 'off'; // an address EventSource refuses (about:blank): no fake server here
      return;
    }
    source = current;
    // Events of a stream this link has left behind are not news.
    const on = (type: string, listener: (event: MessageEvent) => void) =>
      current.addEventListener(type, (event) => {
        if (current === source && status !== 'off') listener(event);
      });

    on('ready', () => {
      const restarted = droppedAt !== undefined;
      droppedAt = undefined;
      everLive = true;
      status = 'live';
      void backfill();
      if (!restarted) return;
      // A new server, maybe with new code: the page shows what it answers now.
      timeline.addQa('Fake server restarted · the page refetched', now());
      playResume();
    });
    on('error', () => {
      // Before the first `ready`: there is no fake server behind this page; stop quietly. After
      // it: the server is restarting. The browser's own retry is not enough: a proxy in between
      // (Vite's) answers 502 meanwhile, and EventSource gives up on a 502 for good.
      if (!everLive) {
        link.close();
        return;
      }
      current.close();
      reconnectLater();
    });
    on('request', (message) => {
      const event = parseEvent(message);
      if (event) timeline.addRequests([event.data]);
    });
    for (const type of QA_EVENT_TYPES) {
      on(type, (message) => {
        const event = parseEvent(message);
        const text = event && describeQaEvent(event);
        if (!event || !text) return;
        const at = Date.parse(event.at);
        timeline.addQa(text, Number.isNaN(at) ? now() : at);
        if (REFRESHING_EVENTS.has(type)) playResume();
      });
    }
  }

  open();
  return link;
}
