// Plays the iOS shell's side of the bridge: one message handler per action, all feeding the log.
import type { WebkitMessageHandler } from '../../web/src/bridge/globals';
import { BRIDGE_ACTIONS, NATIVE_EVENT_ENTRY, type NativeEventName } from '../../web/src/bridge/protocol';
import { sessionStorageOf } from './browser';
import { type BridgeLogChange, type BridgeLogEntry, createBridgeLog, type LogStorage } from './core';
import './globals';

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
}

/** Options for tests; the defaults suit a browser page. */
export interface InstallOptions {
  storage?: LogStorage;
  now?: () => number;
}

function timelineOf(win: Window): unknown[] | undefined {
  const timeline: unknown = Reflect.get(win, '__timeline');
  return Array.isArray(timeline) ? timeline : undefined;
}

/**
 * Installs the simulated shell into `win`: `window.webkit.messageHandlers` for all 11 actions,
 * `window.__bridgeLog` (restored from sessionStorage) and `window.__bridgeSim`. A second call
 * returns the simulator already installed. When the page keeps a `window.__timeline` array, each
 * new entry is also pushed there as `{ source: 'bridge', action, payload, at }`.
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

  const log = createBridgeLog({ storage: options.storage ?? sessionStorageOf(win), now: options.now });
  const messageHandlers: Record<string, WebkitMessageHandler> = {};
  for (const action of BRIDGE_ACTIONS) {
    messageHandlers[action] = { postMessage: (payload) => void log.record(action, payload) };
  }
  log.subscribe((change) => {
    if (change.kind === 'record') timelineOf(win)?.push({ source: 'bridge', ...change.entry });
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
  };

  win.webkit = { ...win.webkit, messageHandlers };
  win.__bridgeLog = log.entries;
  win.__bridgeSim = sim;
  return sim;
}
