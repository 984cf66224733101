// Plays the iOS shell's side of the bridge: one message handler per action, all feeding the log.
import type { WebkitMessageHandler } from '../../bridge-protocol/globals';
import { BRIDGE_ACTIONS, NATIVE_EVENT_ENTRY, type NativeEventName } from '../../bridge-protocol/protocol';
import { sessionStorageOf } from './browser';
import { type BridgeLogChange, type BridgeLogEntry, createBridgeLog, type LogStorage } from './core';
import './globals';
import { createTimeline, mergeTimeline, type Timeline, type TimelineEntry } from './timeline';

/** `window.__bridgeSim`: drive and read the simulated shell. */
export interface BridgeSim {
  /** Plays a native-to-web event through `window.__nativeEvent`; `true` when the page handled it. */
  emit(event: NativeEventName, payload?: unknown): boolean;
  /** The live log, the same array as `window.__bridgeLog`. */
  readonly log: BridgeLogEntry[];
  /** Empties the log (and its saved copy). */
  clear(): void;
  /** Calls `listener` after every change of the log. */
  subscribe(listener: (change: BridgeLogChange) => void): () => void;
  /**
   * The fake server's requests for this page's sandbox, the bridge log and the QA switches as
   * one list, oldest first: plain `{ at, source: 'fake' | 'bridge' | 'qa', text }` objects.
   *
   * @example
   * window.__bridgeSim.timeline().map((entry) => entry.text);
   * // ['POST loanDetails → 00 (12 ms)', 'bridge callPhone {"phone":"09171234567"}']
   */
  timeline(): TimelineEntry[];
}

/** Options for tests; the defaults suit a browser page. */
export interface InstallOptions {
  storage?: LogStorage;
  now?: () => number;
  /** The fake and QA part of the timeline (the fake link feeds it); a new one by default. */
  timeline?: Timeline;
}

function timelineOf(win: Window): unknown[] | undefined {
  const timeline: unknown = Reflect.get(win, '__timeline');
  return Array.isArray(timeline) ? timeline : undefined;
}

/**
 * Installs the simulated shell into `win`: `window.webkit.messageHandlers` for all 11 actions,
 * `window.__bridgeLog` (restored from sessionStorage) and `window.__bridgeSim`. A second call
 * returns the simulator already installed. When the page keeps a `window.__timeline` array, each
 * new entry is also pushed there as `{ source: 'bridge', action, payload, at }`. `clear()` also
 * clears the timeline (`options.timeline`).
 *
 * @example
 * const sim = installBridgeSim(window);
 * window.webkit?.messageHandlers?.goHome?.postMessage({});
 * sim.log; // [{ action: 'goHome', payload: {}, at: 1763776000000 }]
 * sim.emit('back');
 */
export function installBridgeSim(win: Window, options: InstallOptions = {}): BridgeSim {
  const installed = win.__bridgeSim;
  if (installed) return installed;

  const storage = options.storage ?? sessionStorageOf(win);
  const log = createBridgeLog({ storage, now: options.now });
  const timeline = options.timeline ?? createTimeline({ storage, now: options.now });
  const messageHandlers: Record<string, WebkitMessageHandler> = {};
  for (const action of BRIDGE_ACTIONS) {
    messageHandlers[action] = { postMessage: (payload) => void log.record(action, payload) };
  }
  log.subscribe((change) => {
    if (change.kind === 'record') timelineOf(win)?.push({ source: 'bridge', ...change.entry });
    // Clearing starts a new story: the timeline forgets the requests and QA lines too.
    else timeline.clear();
  });

  const sim: BridgeSim = {
    emit(event, payload) {
      const entry = win.__nativeEvent;
      if (typeof entry !== 'function') {
        console.warn(
          `[bridge-sim] Cannot emit '${event}': window.${NATIVE_EVENT_ENTRY} is not installed. ` +
            'Load the app first; importing web/src/bridge installs it.',
        );
        return false;
      }
      return entry(event, payload);
    },
    log: log.entries,
    clear: () => log.clear(),
    subscribe: (listener) => log.subscribe(listener),
    timeline: () => mergeTimeline(log.entries, timeline.entries()),
  };

  win.webkit = { ...win.webkit, messageHandlers };
  win.__bridgeLog = log.entries;
  win.__bridgeSim = sim;
  return sim;
}
