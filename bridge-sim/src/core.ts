// The simulator's logic, free of DOM and browser globals: the ordered message log, what each
// action looks like to a user, and which effect a message has. install/drawer/effects adapt it.
import { type BridgeAction, isBridgeAction } from '../../bridge-protocol/protocol';

/** One message the page posted to the shell. Plain data, so Playwright can read it as is. */
export interface BridgeLogEntry {
  action: BridgeAction;
  /** The payload as the shell received it (a JSON copy). */
  payload: unknown;
  /** When it arrived, in ms since the epoch. */
  at: number;
}

/** What changed in the log. */
export type BridgeLogChange = { kind: 'record'; entry: BridgeLogEntry } | { kind: 'clear' };

/** The part of the Web Storage API the log needs to survive navigations. */
export type LogStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The ordered log of messages. `entries` is one array, kept and mutated in place. */
export interface BridgeLog {
  readonly entries: BridgeLogEntry[];
  record(action: BridgeAction, payload: unknown): BridgeLogEntry;
  clear(): void;
  subscribe(listener: (change: BridgeLogChange) => void): () => void;
}

/** The storage key of the persisted log. */
export const LOG_STORAGE_KEY = 'bridge-sim:log';

function isEntry(value: unknown): value is BridgeLogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { action, at } = value as Record<string, unknown>;
  return typeof action === 'string' && isBridgeAction(action) && typeof at === 'number' && 'payload' in value;
}

function restore(storage: LogStorage | undefined): BridgeLogEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LOG_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return []; // a corrupt or unreadable log starts empty rather than breaking the page
  }
}

function toPlain(action: BridgeAction, payload: unknown): unknown {
  if (payload === undefined) return null;
  try {
    return JSON.parse(JSON.stringify(payload)) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `[bridge-sim] Failed to deliver '${action}': the payload is not plain JSON (${reason}). ` +
        'Send strings, numbers, booleans, arrays and objects only; the iOS shell accepts nothing else.',
    );
  }
}

/**
 * Creates the message log. With a storage, the log is restored from it and saved after every
 * change, so it survives same-origin navigations (for example one caused by `openPage`).
 *
 * @example
 * const log = createBridgeLog({ storage: sessionStorage });
 * log.record('goHome', {});
 * log.entries; // [{ action: 'goHome', payload: {}, at: 1763776000000 }]
 */
export function createBridgeLog(options: { storage?: LogStorage; now?: () => number } = {}): BridgeLog {
  const { storage, now = Date.now } = options;
  const entries = restore(storage);
  const listeners = new Set<(change: BridgeLogChange) => void>();

  const persist = () => {
    try {
      storage?.setItem(LOG_STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Storage full or blocked: the in-memory log still works for this page.
    }
  };
  const notify = (change: BridgeLogChange) => {
    for (const listener of [...listeners]) listener(change);
  };

  return {
    entries,
    record(action, payload) {
      const entry: BridgeLogEntry = { action, payload: toPlain(action, payload), at: now() };
      entries.push(entry);
      persist();
      notify({ kind: 'record', entry });
      return entry;
    },
    clear() {
      entries.length = 0;
      persist();
      notify({ kind: 'clear' });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** A visible effect of a message: a blocking overlay, a passing toast, or a page navigation. */
export type SimEffect =
  | { kind: 'overlay'; text: string }
  | { kind: 'toast'; text: string }
  | { kind: 'navigate'; url: string };

function field(payload: unknown, name: string): unknown {
  return typeof payload === 'object' && payload !== null
    ? (payload as Record<string, unknown>)[name]
    : undefined;
}

function text(payload: unknown, name: string, fallback: string): string {
  const value = field(payload, name);
  return typeof value === 'string' && value !== '' ? value : fallback;
}

function pages(payload: unknown): unknown[] {
  return Array.isArray(payload) ? payload : [];
}

/**
 * Tells whether a link opens a web page (an http(s) URL or a path on this site) or a native
 * screen (any other scheme, such as an app deep link).
 *
 * @example linkKind('/repay') // 'web'
 * @example linkKind('cashloan://product/detail?productId=1') // 'native'
 */
export function linkKind(url: string): 'web' | 'native' {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' ? 'web' : 'native';
}

function describePage(page: unknown): string {
  const url = text(page, 'url', '');
  if (url === '') return 'Native page: (no url)';
  return linkKind(url) === 'web' ? `Navigate to ${url}` : `Native page: ${url}`;
}

function describeParams(payload: unknown): string {
  const params = field(payload, 'params');
  return typeof params === 'object' && params !== null && Object.keys(params).length > 0
    ? ` ${JSON.stringify(params)}`
    : '';
}

/**
 * What each action looks like to the user of the app, as one line of text. Reads the payload
 * defensively: a malformed message still gets a description.
 *
 * @example BRIDGE_EFFECTS.callPhone({ phone: '09171234567' }) // 'Calling 09171234567'
 */
export const BRIDGE_EFFECTS: { readonly [A in BridgeAction]: (payload: unknown) => string } = {
  openPage: (payload) => describePage(payload),
  closeWebView: () => 'WebView closed',
  openPageWithArray: (payload) => pages(payload).map(describePage).join('; ') || 'Open pages: (empty list)',
  goHome: () => 'Native home',
  goMine: () => 'Native mine',
  backToLogin: () => 'Back to login',
  callPhone: (payload) => `Calling ${text(payload, 'phone', '(no number)')}`,
  goRating: () => 'App Store rating',
  burialPoint: (payload) => `Burial point: ${text(payload, 'event', '(no event)')}${describeParams(payload)}`,
  startBank: () => 'Bank capture started',
  endBank: () => 'Bank capture ended',
};

/**
 * Describes one log entry.
 *
 * @example describeEntry({ action: 'goHome', payload: {}, at: 0 }) // 'Native home'
 */
export function describeEntry(entry: Pick<BridgeLogEntry, 'action' | 'payload'>): string {
  return BRIDGE_EFFECTS[entry.action](entry.payload);
}

function pageEffect(page: unknown, baseUrl: string, last: boolean): SimEffect {
  const url = text(page, 'url', '');
  if (url !== '' && last && linkKind(url) === 'web') {
    try {
      return { kind: 'navigate', url: new URL(url, baseUrl).href };
    } catch {
      // An unparsable web link falls through to an overlay that shows it.
    }
  }
  return { kind: 'overlay', text: `Native page: ${url || '(no url)'}` };
}

/**
 * Decides the visible effects of one message. Web links (http(s) or a path) navigate, resolved
 * against `baseUrl`; other links show a "Native page" overlay. `openPageWithArray` opens its pages
 * in order: only the last one can navigate, the ones beneath it show as native pages.
 * `burialPoint` is a toast; every other action is an overlay with its description.
 *
 * @example planEffects({ action: 'openPage', payload: { url: '/repay' } }, 'http://127.0.0.1:5173/order')
 * // [{ kind: 'navigate', url: 'http://127.0.0.1:5173/repay' }]
 */
export function planEffects(entry: Pick<BridgeLogEntry, 'action' | 'payload'>, baseUrl: string): SimEffect[] {
  switch (entry.action) {
    case 'openPage':
      return [pageEffect(entry.payload, baseUrl, true)];
    case 'openPageWithArray': {
      const list = pages(entry.payload);
      if (list.length === 0) return [{ kind: 'overlay', text: describeEntry(entry) }];
      return list.map((page, index) => pageEffect(page, baseUrl, index === list.length - 1));
    }
    case 'burialPoint':
      return [{ kind: 'toast', text: describeEntry(entry) }];
    default:
      return [{ kind: 'overlay', text: describeEntry(entry) }];
  }
}
