import { describe, expect, it } from 'vitest';
import { memoryStorage } from './test-storage';
import {
  createTimeline,
  describeBridgeEntry,
  describeRequest,
  type FakeRequestEntry,
  mergeTimeline,
  parseFakeRequest,
  TIMELINE_STORAGE_KEY,
} from './timeline';

const T0 = Date.parse('2026-01-02T12:00:00.000Z');
const iso = (ms: number) => new Date(T0 + ms).toISOString();

/** A request-log entry as GET /__fake/requests returns it. */
function request(id: number, ms: number, overrides: Partial<FakeRequestEntry> = {}) {
  return {
    id,
    at: iso(ms),
    sandboxId: 'qa',
    operationId: 'loanDetails',
    method: 'POST',
    path: '/v3/loan-details/loan-details',
    query: { sessionId: 'qa' },
    body: { orderId: 'ORD174R' },
    httpStatus: 200,
    code: '00',
    message: 'success',
    durationMs: 12,
    effect: null,
    ...overrides,
  };
}

describe('describeRequest', () => {
  const entry = (overrides: Partial<FakeRequestEntry> = {}) => {
    const parsed = parseFakeRequest(request(1, 0, overrides));
    if (!parsed) throw new Error('not a request entry');
    return parsed;
  };

  it.each([
    [{}, 'POST loanDetails → 00 (12 ms)'],
    [{ code: '500', durationMs: 3 }, 'POST loanDetails → 500 (3 ms)'],
    [{ code: '500', httpStatus: 503 }, 'POST loanDetails → 500 (HTTP 503) (12 ms)'],
    [{ code: null, httpStatus: 502, effect: 'fault' }, 'POST loanDetails → HTTP 502 (12 ms) · fault'],
    [{ effect: 'scenario:slow-network' }, 'POST loanDetails → 00 (12 ms) · scenario:slow-network'],
    [
      { operationId: null, method: 'GET', path: '/__fake/assets/logo.svg', code: null },
      'GET /__fake/assets/logo.svg → HTTP 200 (12 ms)',
    ],
  ] as const)('%j → %s', (overrides, text) => {
    expect(describeRequest(entry(overrides))).toBe(text);
  });
});

describe('parseFakeRequest', () => {
  it('refuses what is not a request-log entry', () => {
    expect(parseFakeRequest(null)).toBeUndefined();
    expect(parseFakeRequest({ id: '1', at: iso(0), method: 'GET', path: '/' })).toBeUndefined();
    expect(parseFakeRequest({ id: 1, at: 'yesterday', method: 'GET', path: '/' })).toBeUndefined();
    expect(parseFakeRequest({ id: 1, at: iso(0), path: '/' })).toBeUndefined();
  });
});

describe('describeBridgeEntry', () => {
  it('shows the action and its JSON payload, leaving out an empty one', () => {
    expect(describeBridgeEntry({ action: 'callPhone', payload: { phone: '0917' } })).toBe(
      'bridge callPhone {"phone":"0917"}',
    );
    expect(describeBridgeEntry({ action: 'goHome', payload: {} })).toBe('bridge goHome');
    expect(describeBridgeEntry({ action: 'goHome', payload: null })).toBe('bridge goHome');
  });
});

describe('mergeTimeline', () => {
  it('orders requests, QA lines and bridge messages by time, oldest first', () => {
    const merged = mergeTimeline(
      [
        { action: 'openPage', payload: { url: '/repay' }, at: T0 + 30 },
        { action: 'callPhone', payload: { phone: '0917' }, at: T0 + 10 },
      ],
      [
        { at: T0 + 20, source: 'qa', text: 'QA · order ORD174R → 200' },
        { at: T0, source: 'fake', text: 'POST loanDetails → 00 (12 ms)' },
      ],
    );
    expect(merged).toEqual([
      { at: T0, source: 'fake', text: 'POST loanDetails → 00 (12 ms)' },
      { at: T0 + 10, source: 'bridge', text: 'bridge callPhone {"phone":"0917"}' },
      { at: T0 + 20, source: 'qa', text: 'QA · order ORD174R → 200' },
      { at: T0 + 30, source: 'bridge', text: 'bridge openPage {"url":"/repay"}' },
    ]);
  });

  it('keeps entries of the same millisecond in arrival order, bridge messages last', () => {
    const merged = mergeTimeline(
      [{ action: 'goHome', payload: {}, at: T0 }],
      [
        { at: T0, source: 'fake', text: 'b' },
        { at: T0, source: 'qa', text: 'a' },
      ],
    );
    expect(merged.map((entry) => entry.text)).toEqual(['b', 'a', 'bridge goHome']);
  });

  it('returns plain copies with exactly { at, source, text }', () => {
    const merged = mergeTimeline([{ action: 'goHome', payload: {}, at: 1 }], []);
    expect(Object.keys(merged[0] ?? {})).toEqual(['at', 'source', 'text']);
    expect(JSON.parse(JSON.stringify(merged))).toEqual(merged);
  });
});

describe('createTimeline', () => {
  it('backfills, then follows live requests without duplicating the overlap', () => {
    const timeline = createTimeline();
    expect(timeline.addRequests([request(1, 0), request(2, 50, { operationId: 'productList' })])).toBe(2);
    // The live event of request 2 arrives after the backfill already had it; request 3 is new.
    expect(timeline.addRequests([request(2, 50, { operationId: 'productList' })])).toBe(0);
    expect(timeline.addRequests([request(3, 80, { operationId: 'googleScore' })])).toBe(1);
    // A second backfill (the stream reconnected) brings nothing new.
    expect(timeline.addRequests([request(1, 0), request(2, 50), request(3, 80)])).toBe(0);

    expect(timeline.entries().map((entry) => entry.text)).toEqual([
      'POST loanDetails → 00 (12 ms)',
      'POST productList → 00 (12 ms)',
      'POST googleScore → 00 (12 ms)',
    ]);
  });

  it('sorts a live request that arrived before the backfill of older ones', () => {
    const timeline = createTimeline();
    timeline.addRequests([request(3, 80, { operationId: 'late' })]);
    timeline.addRequests([request(1, 0), request(2, 50, { operationId: 'middle' })]);
    expect(timeline.entries().map((entry) => entry.at)).toEqual([T0, T0 + 50, T0 + 80]);
  });

  it('tells a request after a sandbox reset from the old one with the same id', () => {
    const timeline = createTimeline();
    timeline.addRequests([request(1, 0)]);
    timeline.addRequests([request(1, 5000)]);
    expect(timeline.entries()).toHaveLength(2);
  });

  it('skips malformed entries', () => {
    const timeline = createTimeline();
    expect(timeline.addRequests([null, 'x', { id: 1 }, request(1, 0)])).toBe(1);
  });

  it('adds QA lines among the requests, and tells subscribers', () => {
    const timeline = createTimeline();
    let changes = 0;
    const stop = timeline.subscribe(() => {
      changes += 1;
    });
    timeline.addRequests([request(1, 0), request(2, 100)]);
    timeline.addQa('QA · order ORD174R → 200', T0 + 50);
    timeline.addRequests([request(2, 100)]); // nothing new: no change
    stop();
    timeline.addQa('QA · sandbox reset', T0 + 200);

    expect(changes).toBe(2);
    expect(timeline.entries().map((entry) => [entry.source, entry.text])).toEqual([
      ['fake', 'POST loanDetails → 00 (12 ms)'],
      ['qa', 'QA · order ORD174R → 200'],
      ['fake', 'POST loanDetails → 00 (12 ms)'],
      ['qa', 'QA · sandbox reset'],
    ]);
  });

  it('keeps QA lines and the clear mark across a navigation, not the requests', () => {
    const storage = memoryStorage();
    const before = createTimeline({ storage });
    before.addRequests([request(1, 0)]);
    before.addQa('QA · scenario wrong-captcha', T0 + 10);

    const after = createTimeline({ storage });
    expect(after.entries()).toEqual([{ at: T0 + 10, source: 'qa', text: 'QA · scenario wrong-captcha' }]);
  });

  it('clear() forgets everything so far, also what a later backfill brings back', () => {
    const storage = memoryStorage();
    const timeline = createTimeline({ storage, now: () => T0 + 100 });
    timeline.addRequests([request(1, 0)]);
    timeline.addQa('QA · sandbox reset', T0 + 50);
    timeline.clear();
    expect(timeline.entries()).toEqual([]);

    const next = createTimeline({ storage });
    expect(next.addRequests([request(1, 0), request(2, 150)])).toBe(1);
    expect(next.entries().map((entry) => entry.at)).toEqual([T0 + 150]);
  });

  it('starts empty from a corrupt saved part and works when storage throws', () => {
    expect(createTimeline({ storage: memoryStorage({ [TIMELINE_STORAGE_KEY]: '{oops' }) }).entries()).toEqual(
      [],
    );
    const timeline = createTimeline({
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    });
    timeline.addQa('QA · sandbox reset', T0);
    expect(timeline.entries()).toHaveLength(1);
  });
});
