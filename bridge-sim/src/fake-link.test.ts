import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_SESSION_KEY,
  connectFakeLink,
  describeQaEvent,
  type FetchLike,
  fakeUrl,
  GIVE_UP_AFTER_MS,
  RECONNECT_MS,
  sessionIdOf,
} from './fake-link';
import { eventSources } from './test-event-source';
import { memoryStorage } from './test-storage';
import { createTimeline } from './timeline';

const T0 = Date.parse('2026-01-02T12:00:00.000Z');
const iso = (ms: number) => new Date(T0 + ms).toISOString();

function request(id: number, ms: number, operationId = 'loanDetails') {
  return {
    id,
    at: iso(ms),
    sandboxId: 'qa',
    operationId,
    method: 'POST',
    path: '/v3/x',
    query: {},
    body: null,
    httpStatus: 200,
    code: '00',
    message: 'success',
    durationMs: 12,
    effect: null,
  };
}

/** A fake server event as GET /__fake/events sends it in `data`. */
function fakeEvent(type: string, ms: number, data: unknown) {
  return { type, sandboxId: 'qa', at: iso(ms), data };
}

/** Resolves once pending promise callbacks (the backfill) have run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(
  options: { sessionId?: string; requests?: unknown[]; fetch?: FetchLike; now?: () => number } = {},
) {
  const streams = eventSources();
  const timeline = createTimeline();
  const resume = vi.fn();
  const fetch = vi.fn<FetchLike>(
    options.fetch ??
      (async () => ({ ok: true, json: async () => ({ sandboxId: 'qa', requests: options.requests ?? [] }) })),
  );
  const link = connectFakeLink({
    sessionId: 'sessionId' in options ? options.sessionId : 'qa',
    timeline,
    resume,
    openEventSource: streams.open,
    fetch,
    now: options.now ?? (() => T0 + 999),
  });
  const stream = () => {
    const source = streams.last();
    if (!source) throw new Error('no stream was opened');
    return source;
  };
  const texts = () => timeline.entries().map((entry) => entry.text);
  return { streams, stream, timeline, resume, fetch, link, texts };
}

describe('sessionIdOf', () => {
  it('takes the page query first, then what the app remembered', () => {
    const storage = memoryStorage({ [APP_SESSION_KEY]: JSON.stringify({ sessionId: 'remembered' }) });
    expect(sessionIdOf('?orderId=1&sessionId=qa-ann', storage)).toBe('qa-ann');
    expect(sessionIdOf('?orderId=1', storage)).toBe('remembered');
    expect(sessionIdOf('', memoryStorage())).toBeUndefined();
    expect(sessionIdOf('', memoryStorage({ [APP_SESSION_KEY]: 'not json' }))).toBeUndefined();
    expect(sessionIdOf('?sessionId=', undefined)).toBeUndefined();
  });
});

describe('fakeUrl', () => {
  it('addresses a sandbox, or the default sandbox without a session', () => {
    expect(fakeUrl('/events', 'qa ann')).toBe('/__fake/events?sessionId=qa+ann');
    expect(fakeUrl('/events')).toBe('/__fake/events');
    expect(fakeUrl('/requests', 'qa', { limit: '500' })).toBe('/__fake/requests?sessionId=qa&limit=500');
  });
});

describe('describeQaEvent', () => {
  it.each([
    [
      'order-updated',
      { orderId: 'ORD174R', changes: ['orderStatus'], order: { orderStatus: 200 } },
      'QA · order ORD174R → 200',
    ],
    [
      'order-updated',
      { orderId: 'ORD174R', changes: ['orderStatus', 'isDelay', 'h5Url'], order: { orderStatus: 174 } },
      'QA · order ORD174R → 174 · isDelay, h5Url changed',
    ],
    ['order-updated', { orderId: 'ORD170', changes: ['reyMsg'] }, 'QA · order ORD170 · reyMsg changed'],
    [
      'order-updated',
      { orderId: 'ORD174', changes: ['orderStatus'], order: { orderStatus: 180 }, via: 'clock' },
      'QA · order ORD174 → 180 (clock)',
    ],
    [
      'order-updated',
      { orderId: 'ORD21', changes: ['orderStatus'], order: { orderStatus: 151 }, via: 'QA switch' },
      'QA · order ORD21 → 151',
    ],
    ['scenario', { active: 'wrong-captcha', delayMs: null }, 'QA · scenario wrong-captcha'],
    ['scenario', { active: 'slow-network', delayMs: 2000 }, 'QA · scenario slow-network (2000 ms)'],
    ['scenario', { active: 'none', delayMs: null }, 'QA · scenario off'],
    [
      'fault',
      { faults: [{ operationId: 'loanDetails', code: '500', message: 'busy', remaining: 2 }] },
      'QA · fault loanDetails code 500 ×2',
    ],
    [
      'fault',
      {
        faults: [
          { operationId: '*', delayMs: 3000, remaining: null },
          { operationId: 'googleScore', httpStatus: 503, drop: true, remaining: 1 },
        ],
      },
      'QA · fault every call delay 3000 ms; googleScore HTTP 503 drop ×1',
    ],
    ['fault', { faults: [] }, 'QA · faults cleared'],
    ['reset', { sandboxId: 'qa' }, 'QA · sandbox reset'],
    ['reset', { sandboxId: 'qa', undone: 'Not saved: …' }, 'QA · a change was not saved: reloaded'],
    ['clock', { now: '2026-03-13T09:00:00.000Z', offsetMs: 259_200_000 }, 'QA · clock → 2026-03-13 09:00'],
    ['clock', { now: '2026-03-10T09:00:00.000Z', offsetMs: 0 }, 'QA · clock real time (2026-03-10 09:00)'],
  ] as const)('%s %j → %s', (type, data, text) => {
    expect(describeQaEvent({ type, data })).toBe(text);
  });

  it('has no line for events that are not QA switches', () => {
    expect(describeQaEvent({ type: 'request', data: {} })).toBeUndefined();
    expect(describeQaEvent({ type: 'ready', data: {} })).toBeUndefined();
  });
});

describe('connectFakeLink', () => {
  it("opens the sandbox's event stream, or the default sandbox's without a session", () => {
    expect(setup().stream().url).toBe('/__fake/events?sessionId=qa');
    expect(setup({ sessionId: undefined }).stream().url).toBe('/__fake/events');
  });

  it('backfills the request log at ready, then follows request events live without duplicates', async () => {
    const { stream, fetch, link, texts } = setup({
      requests: [request(1, 0), request(2, 40, 'productList')],
    });
    expect(link.status).toBe('connecting');
    expect(fetch).not.toHaveBeenCalled(); // nothing is asked before the fake server answered

    // A live event can race the backfill: the same entry arrives both ways.
    stream().send('ready', { sandboxId: 'qa' });
    stream().send('request', fakeEvent('request', 40, request(2, 40, 'productList')));
    await settle();
    stream().send('request', fakeEvent('request', 90, request(3, 90, 'googleScore')));

    expect(link.status).toBe('live');
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/__fake/requests?sessionId=qa&limit=500');
    expect(texts()).toEqual([
      'POST loanDetails → 00 (12 ms)',
      'POST productList → 00 (12 ms)',
      'POST googleScore → 00 (12 ms)',
    ]);
  });

  it.each([
    ['order-updated', { orderId: 'ORD174R', changes: ['orderStatus'], order: { orderStatus: 200 } }],
    ['scenario', { active: 'wrong-captcha', delayMs: null }],
    ['reset', { sandboxId: 'qa' }],
    ['clock', { sandboxId: 'qa', now: '2026-03-13T09:00:00.000Z', offsetMs: 259_200_000 }],
  ])('on %s: adds a QA line at the event time and plays resume', (type, data) => {
    const { stream, resume, timeline } = setup();
    stream().send('ready');
    stream().send(type, fakeEvent(type, 500, data));

    expect(resume).toHaveBeenCalledOnce();
    expect(timeline.entries()).toEqual([
      { at: T0 + 500, source: 'qa', text: describeQaEvent({ type, data }) },
    ]);
  });

  it('shows a fault without playing resume, so the fault waits for the next action', () => {
    const { stream, resume, texts } = setup();
    stream().send('ready');
    stream().send(
      'fault',
      fakeEvent('fault', 1, { faults: [{ operationId: 'loanDetails', code: '500', remaining: 1 }] }),
    );
    expect(texts()).toEqual(['QA · fault loanDetails code 500 ×1']);
    expect(resume).not.toHaveBeenCalled();
  });

  it('does not play resume for requests (no refetch loop)', () => {
    const { stream, resume } = setup();
    stream().send('ready');
    stream().send('request', fakeEvent('request', 1, request(1, 1)));
    expect(resume).not.toHaveBeenCalled();
  });

  it('ignores events it cannot read and keeps following', () => {
    const { stream, resume, texts } = setup();
    stream().send('ready');
    stream().send('order-updated', 'not json');
    stream().send('scenario', { no: 'type' });
    stream().send('reset', fakeEvent('reset', 5, {}));
    expect(texts()).toEqual(['QA · sandbox reset']);
    expect(resume).toHaveBeenCalledOnce();
  });

  it('keeps following when the app throws from resume', () => {
    const { stream, resume, texts } = setup();
    resume.mockImplementation(() => {
      throw new Error('app');
    });
    stream().send('ready');
    stream().send('reset', fakeEvent('reset', 1, {}));
    stream().send('reset', fakeEvent('reset', 2, {}));
    expect(texts()).toHaveLength(2);
  });

  it('stops quietly at the first failure before ready: no fake server behind this page', () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const { streams, stream, link, fetch } = setup();
    stream().fail();

    expect(stream().closed).toBe(true);
    expect(link.status).toBe('off');
    expect(streams.opened).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  describe('after a drop (the fake server restarts)', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('opens the stream again until the server is back, then refetches once', async () => {
      const { streams, stream, link, fetch, resume, texts } = setup({ requests: [request(1, 0)] });
      stream().send('ready');
      await vi.advanceTimersByTimeAsync(0);
      const first = stream();
      first.fail(); // the old server ended its stream

      // The link closes the dropped stream itself: behind Vite's proxy the browser would give up.
      expect(first.closed).toBe(true);
      expect(link.status).toBe('connecting');
      expect(streams.opened).toHaveLength(1);

      await vi.advanceTimersByTimeAsync(RECONNECT_MS);
      expect(streams.opened).toHaveLength(2);
      stream().fail(); // still restarting: the proxy answered 502
      await vi.advanceTimersByTimeAsync(RECONNECT_MS);
      expect(streams.opened).toHaveLength(3);
      expect(resume).not.toHaveBeenCalled();

      stream().send('ready'); // the new server
      await vi.advanceTimersByTimeAsync(0);
      expect(link.status).toBe('live');
      expect(resume).toHaveBeenCalledOnce();
      expect(fetch).toHaveBeenCalledTimes(2); // the backfill, again
      expect(texts()).toEqual([
        'POST loanDetails → 00 (12 ms)',
        'Fake server restarted · the page refetched',
      ]);

      // The new stream is followed as the first was; the old ones say nothing any more.
      stream().send('reset', fakeEvent('reset', 5, {}));
      first.send('reset', fakeEvent('reset', 6, {}));
      expect(resume).toHaveBeenCalledTimes(2);
    });

    it('gives up once the server stayed away for five minutes', async () => {
      const { streams, stream, link, texts } = setup({ now: () => Date.now() });
      stream().send('ready');
      stream().fail();
      const openedAfter = async (ms: number) => {
        const before = streams.opened.length;
        await vi.advanceTimersByTimeAsync(ms);
        return streams.opened.length - before;
      };
      // Every half second at first, then every few seconds.
      expect(await openedAfter(RECONNECT_MS)).toBe(1);
      while (link.status === 'connecting') {
        stream().fail();
        await vi.advanceTimersByTimeAsync(RECONNECT_MS);
      }
      expect(link.status).toBe('off');
      expect(streams.opened.length).toBeLessThan(GIVE_UP_AFTER_MS / RECONNECT_MS);
      expect(texts()).toEqual(['Fake server gone · reload the page once it runs again']);
      expect(await openedAfter(60_000)).toBe(0);
    });

    it('close() while waiting to reconnect opens nothing more', async () => {
      const { streams, stream, link } = setup();
      stream().send('ready');
      stream().fail();
      link.close();
      await vi.advanceTimersByTimeAsync(10 * RECONNECT_MS);
      expect(streams.opened).toHaveLength(1);
      expect(link.status).toBe('off');
    });
  });

  it('a failing backfill is quiet and live events still arrive', async () => {
    const { stream, texts } = setup({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    stream().send('ready');
    await settle();
    stream().send('request', fakeEvent('request', 1, request(1, 1)));
    expect(texts()).toEqual(['POST loanDetails → 00 (12 ms)']);
  });

  it('is off at once where EventSource refuses the address', () => {
    const link = connectFakeLink({
      timeline: createTimeline(),
      resume: vi.fn(),
      openEventSource: () => {
        throw new SyntaxError('Invalid URL');
      },
      fetch: vi.fn(),
    });
    expect(link.status).toBe('off');
  });

  it('close() stops following', () => {
    const { stream, link, resume } = setup();
    stream().send('ready');
    link.close();
    stream().send('reset', fakeEvent('reset', 1, {}));
    expect(stream().closed).toBe(true);
    expect(resume).not.toHaveBeenCalled();
  });
});
