// Global names shared with the iOS shell. Only web/src/bridge reads or writes them; the rest of
// the app goes through sendToNative / onNativeEvent.

/** One `WKScriptMessageHandler` as seen from JavaScript. */
export interface WebkitMessageHandler {
  postMessage(payload: unknown): void;
}

/** `window.webkit`: present only inside a WKWebView (or when bridge-sim plays the shell). */
export interface WebkitNamespace {
  messageHandlers?: Partial<Record<string, WebkitMessageHandler>>;
}

/**
 * The shell's way in: `window.__nativeEvent(name, payload)`. `payload` may be an object, a JSON
 * string of one, or absent. Returns `true` when at least one page handler received the event.
 */
export type NativeEventEntry = (name: string, payload?: unknown) => boolean;

declare global {
  interface Window {
    /** Installed by the iOS shell (WKWebView); absent in a plain browser. */
    webkit?: WebkitNamespace;
    /** Installed by web/src/bridge/native-events.ts; called by the shell. */
    __nativeEvent?: NativeEventEntry;
  }
}
