import { BRIDGE_ACTIONS, type BridgeAction } from '../../../bridge-protocol/protocol.ts';

/** One message the page posted to the shell. */
export interface NativeCall {
  action: BridgeAction;
  payload: unknown;
}

/**
 * Plays the iOS shell for a screen test: every bridge action has a handler (so the app believes it
 * runs in the shell, as in bridge-sim) and each message is kept, in order, for the test to read.
 */
export function installNativeShell(): NativeCall[] {
  const calls: NativeCall[] = [];
  window.webkit = {
    messageHandlers: Object.fromEntries(
      BRIDGE_ACTIONS.map((action) => [
        action,
        { postMessage: (payload: unknown) => calls.push({ action, payload }) },
      ]),
    ),
  };
  return calls;
}

/** A plain browser again (no shell). */
export function removeNativeShell(): void {
  delete window.webkit;
}

/** The shell sends the page an event (`back`, `resume`, …), as bridge-sim's buttons do. */
export function sendNativeEvent(name: string, payload?: unknown): boolean {
  return window.__nativeEvent?.(name, payload) ?? false;
}
