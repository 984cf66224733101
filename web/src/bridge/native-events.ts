// The shell talks to the page through one global function, window.__nativeEvent. Its listener
// table hangs off the function itself, so a second copy of this module (HMR, a second entry
// page) reuses it instead of orphaning the handlers registered through the first copy.
import type { NativeEventEntry } from '../../../bridge-protocol/globals';
import type {
  NativeEventName,
  NativeEventPayload,
  NativeEventPayloads,
} from '../../../bridge-protocol/protocol';

/** A page's reaction to one native event. */
export type NativeEventHandler<N extends NativeEventName> = (payload: NativeEventPayloads[N]) => void;

type Listener = (payload: NativeEventPayload) => void;
type Listeners = Map<string, Set<Listener>>;
type InstalledEntry = NativeEventEntry & { readonly listeners: Listeners };

function isInstalledEntry(value: unknown): value is InstalledEntry {
  return typeof value === 'function' && 'listeners' in value && value.listeners instanceof Map;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The shell may pass nothing, an object, or a JSON string; handlers always get an object.
function toPayload(raw: unknown): NativeEventPayload {
  if (raw === undefined || raw === null || raw === '') return {};
  if (isRecord(raw)) return raw;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return isRecord(parsed) ? parsed : { value: parsed };
    } catch {
      return { value: raw };
    }
  }
  return { value: raw };
}

function createEntry(listeners: Listeners): InstalledEntry {
  const entry = (name: string, payload?: unknown): boolean => {
    const handlers = [...(listeners.get(name) ?? [])];
    if (handlers.length === 0) {
      console.debug(`[bridge] native event with no handler: ${name}`, payload);
      return false;
    }
    const data = toPayload(payload);
    for (const handler of handlers) {
      try {
        handler(data);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(
          `[bridge] A handler of the native event '${name}' failed: ${reason}. ` +
            'The other handlers still ran; fix this one.',
        );
      }
    }
    return true;
  };
  return Object.assign(entry, { listeners });
}

function ensureEntry(): InstalledEntry | undefined {
  if (typeof window === 'undefined') return undefined;
  const current = window.__nativeEvent;
  if (isInstalledEntry(current)) return current;
  const entry = createEntry(new Map());
  window.__nativeEvent = entry;
  return entry;
}

/**
 * Installs `window.__nativeEvent(name, payload)`, the one function the shell calls through
 * `evaluateJavaScript`. Idempotent: an installed entry is kept with its handlers. Importing this
 * module and subscribing both install it, so calling this directly is rarely needed.
 *
 * @returns The installed entry, or `undefined` outside a browser.
 * @example installNativeEventEntry(); // then, from Swift: webView.evaluateJavaScript("window.__nativeEvent('back')")
 */
export function installNativeEventEntry(): NativeEventEntry | undefined {
  return ensureEntry();
}

/**
 * Subscribes to a native event. Several handlers may listen to the same event; each is called
 * in subscription order, and one that throws does not stop the others.
 *
 * @returns A function that unsubscribes this handler.
 * @example
 * const stop = onNativeEvent('back', () => setRetentionOpen(true));
 * stop();
 */
export function onNativeEvent<N extends NativeEventName>(
  name: N,
  handler: NativeEventHandler<N>,
): () => void {
  const entry = ensureEntry();
  if (!entry) return () => {};
  // A fresh wrapper per subscription, so subscribing the same function twice needs two unsubscribes.
  const listener: Listener = (payload) => handler(payload);
  const set = entry.listeners.get(name) ?? new Set<Listener>();
  entry.listeners.set(name, set);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

installNativeEventEntry();
