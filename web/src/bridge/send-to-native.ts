import type { WebkitMessageHandler } from '../../../bridge-protocol/globals';
import {
  BRIDGE_ACTIONS,
  type BridgeAction,
  type BridgePayloads,
  type EmptyPayload,
} from '../../../bridge-protocol/protocol';

/** Arguments after the action: optional when every payload field is optional. */
export type PayloadArgs<A extends BridgeAction> = EmptyPayload extends BridgePayloads[A]
  ? [payload?: BridgePayloads[A]]
  : [payload: BridgePayloads[A]];

function findHandler(action: BridgeAction): WebkitMessageHandler | undefined {
  if (typeof window === 'undefined') return undefined;
  const handler = window.webkit?.messageHandlers?.[action];
  return typeof handler?.postMessage === 'function' ? handler : undefined;
}

/**
 * Tells whether the page runs inside the iOS shell (or bridge-sim), i.e. whether at least one
 * native action has a handler.
 *
 * @example if (!hasNativeShell()) window.history.back();
 */
export function hasNativeShell(): boolean {
  return BRIDGE_ACTIONS.some((action) => findHandler(action) !== undefined);
}

/**
 * Posts one action to the shell through `window.webkit.messageHandlers[action].postMessage`.
 * The payload type follows the action; actions without required fields may omit it (`{}` is
 * sent). Without a shell (a plain browser) nothing is sent: it logs
 * `[bridge] no native shell: <action>` with console.debug and returns `false`.
 *
 * @returns `true` when the shell received the message.
 * @example sendToNative('openPage', { url: 'cashloan://product/detail?productId=12' });
 * @example sendToNative('closeWebView');
 */
export function sendToNative<A extends BridgeAction>(action: A, ...[payload]: PayloadArgs<A>): boolean {
  const message = payload ?? {};
  const handler = findHandler(action);
  if (!handler) {
    console.debug(`[bridge] no native shell: ${action}`, message);
    return false;
  }
  try {
    handler.postMessage(message);
    return true;
  } catch (error) {
    // A broken message must not break the page: report it and carry on like a plain browser.
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `[bridge] Failed to post '${action}' to the native shell: ${reason}. ` +
        'Send plain JSON data (strings, numbers, booleans, arrays, objects).',
    );
    return false;
  }
}
