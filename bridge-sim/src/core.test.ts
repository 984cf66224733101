import { describe, expect, it } from 'vitest';
import { BRIDGE_ACTIONS } from '../../bridge-protocol/protocol';
import {
  BRIDGE_EFFECTS,
  createBridgeLog,
  describeEntry,
  LOG_STORAGE_KEY,
  type LogStorage,
  linkKind,
  planEffects,
} from './core';
import { memoryStorage } from './test-storage';

function clock(start = 1000) {
  let now = start;
  return () => now++;
}

describe('createBridgeLog', () => {
  it('keeps entries { action, payload, at } in arrival order', () => {
    const log = createBridgeLog({ now: clock() });
    log.record('startBank', { source: 'loanDetail' });
    log.record('endBank', {});
    log.record('closeWebView', {});

    expect(log.entries).toEqual([
      { action: 'startBank', payload: { source: 'loanDetail' }, at: 1000 },
      { action: 'endBank', payload: {}, at: 1001 },
      { action: 'closeWebView', payload: {}, at: 1002 },
    ]);
  });

  it('stores a plain JSON copy of the payload', () => {
    const log = createBridgeLog();
    const payload = { event: 'x', params: { a: '1' }, skipped: undefined };
    const entry = log.record('burialPoint', payload);
    payload.params.a = 'changed';

    expect(entry.payload).toEqual({ event: 'x', params: { a: '1' } });
    expect(log.record('goHome', undefined).payload).toBeNull();
    expect(JSON.parse(JSON.stringify(log.entries))).toEqual(log.entries);
  });

  it('refuses a payload that is not JSON, saying what to send', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const log = createBridgeLog();

    expect(() => log.record('openPage', circular)).toThrow(/Failed to deliver 'openPage'.*plain JSON/);
    expect(log.entries).toEqual([]);
  });

  it('clears in place, so every holder of the array sees it empty', () => {
    const log = createBridgeLog();
    const held = log.entries;
    log.record('goHome', {});
    log.clear();

    expect(held).toBe(log.entries);
    expect(held).toEqual([]);
  });

  it('tells subscribers about records and clears until they unsubscribe', () => {
    const log = createBridgeLog({ now: () => 5 });
    const changes: unknown[] = [];
    const stop = log.subscribe((change) => changes.push(change));
    log.record('goMine', {});
    log.clear();
    stop();
    log.record('goHome', {});

    expect(changes).toEqual([
      { kind: 'record', entry: { action: 'goMine', payload: {}, at: 5 } },
      { kind: 'clear' },
    ]);
  });

  it('saves to storage and restores from it (the log survives a navigation)', () => {
    const storage = memoryStorage();
    const before = createBridgeLog({ storage, now: clock() });
    before.record('openPage', { url: '/repay' });

    const after = createBridgeLog({ storage, now: clock(2000) });
    after.record('goHome', {});
    expect(after.entries).toEqual([
      { action: 'openPage', payload: { url: '/repay' }, at: 1000 },
      { action: 'goHome', payload: {}, at: 2000 },
    ]);

    after.clear();
    expect(createBridgeLog({ storage }).entries).toEqual([]);
  });

  it('starts empty from a corrupt saved log and drops entries that are not bridge messages', () => {
    expect(createBridgeLog({ storage: memoryStorage({ [LOG_STORAGE_KEY]: '{not json' }) }).entries).toEqual(
      [],
    );
    const mixed = JSON.stringify([
      { action: 'goHome', payload: {}, at: 1 },
      { action: 'launchRockets', payload: {}, at: 2 },
      { action: 'goMine', at: 3 },
    ]);
    expect(createBridgeLog({ storage: memoryStorage({ [LOG_STORAGE_KEY]: mixed }) }).entries).toEqual([
      { action: 'goHome', payload: {}, at: 1 },
    ]);
  });

  it('keeps working when storage throws', () => {
    const storage: LogStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const log = createBridgeLog({ storage });
    log.record('goHome', {});
    expect(log.entries).toHaveLength(1);
  });
});

describe('BRIDGE_EFFECTS', () => {
  it('describes every action', () => {
    expect(Object.keys(BRIDGE_EFFECTS).sort()).toEqual([...BRIDGE_ACTIONS].sort());
  });

  it.each([
    [
      'openPage',
      { url: 'cashloan://product/detail?productId=1' },
      'Native page: cashloan://product/detail?productId=1',
    ],
    ['openPage', { url: '/repay' }, 'Navigate to /repay'],
    ['openPage', {}, 'Native page: (no url)'],
    [
      'openPageWithArray',
      [{ url: 'cashloan://home' }, { url: 'https://a.example' }],
      'Native page: cashloan://home; Navigate to https://a.example',
    ],
    ['openPageWithArray', [], 'Open pages: (empty list)'],
    ['closeWebView', {}, 'WebView closed'],
    ['goHome', {}, 'Native home'],
    ['goMine', {}, 'Native mine'],
    ['backToLogin', {}, 'Back to login'],
    ['callPhone', { phone: '09171234567' }, 'Calling 09171234567'],
    ['callPhone', null, 'Calling (no number)'],
    ['goRating', {}, 'App Store rating'],
    ['burialPoint', { event: 'borrow_again' }, 'Burial point: borrow_again'],
    ['burialPoint', { event: 'e', params: { moduleId: '30' } }, 'Burial point: e {"moduleId":"30"}'],
    ['startBank', { source: 'loanDetail' }, 'Bank capture started'],
    ['endBank', {}, 'Bank capture ended'],
  ] as const)('%s %j → %s', (action, payload, expected) => {
    expect(describeEntry({ action, payload })).toBe(expected);
  });
});

describe('linkKind', () => {
  it.each([
    ['https://a.example/x', 'web'],
    ['HTTP://a.example', 'web'],
    ['/repay?orderId=1', 'web'],
    ['repay', 'web'],
    ['cashloan://home', 'native'],
    ['tel:0917', 'native'],
  ] as const)('%s is %s', (url, kind) => {
    expect(linkKind(url)).toBe(kind);
  });
});

describe('planEffects', () => {
  const base = 'http://127.0.0.1:5173/order?orderId=9';

  it('navigates for a web link, resolved against the page', () => {
    expect(planEffects({ action: 'openPage', payload: { url: '/repay?x=1' } }, base)).toEqual([
      { kind: 'navigate', url: 'http://127.0.0.1:5173/repay?x=1' },
    ]);
    expect(planEffects({ action: 'openPage', payload: { url: 'https://pay.example/h5' } }, base)).toEqual([
      { kind: 'navigate', url: 'https://pay.example/h5' },
    ]);
  });

  it('shows a native page overlay for a deep link', () => {
    expect(
      planEffects({ action: 'openPage', payload: { url: 'cashloan://product/detail?productId=3' } }, base),
    ).toEqual([{ kind: 'overlay', text: 'Native page: cashloan://product/detail?productId=3' }]);
  });

  it('opens an array of pages in order: only the last may navigate', () => {
    const payload = [{ url: '/a' }, { url: 'cashloan://home' }, { url: '/b' }];
    expect(planEffects({ action: 'openPageWithArray', payload }, base)).toEqual([
      { kind: 'overlay', text: 'Native page: /a' },
      { kind: 'overlay', text: 'Native page: cashloan://home' },
      { kind: 'navigate', url: 'http://127.0.0.1:5173/b' },
    ]);
  });

  it('toasts burial points and overlays the other actions', () => {
    expect(planEffects({ action: 'burialPoint', payload: { event: 'e' } }, base)).toEqual([
      { kind: 'toast', text: 'Burial point: e' },
    ]);
    expect(planEffects({ action: 'callPhone', payload: { phone: '0917' } }, base)).toEqual([
      { kind: 'overlay', text: 'Calling 0917' },
    ]);
  });
});
