// What the iOS back gesture does in the page. The shell sends one 'back' event; the screen that is
// showing decides (a retention popup, a route back), else the app's default applies. Handlers form
// a stack so the innermost screen wins and nothing runs twice. With neither, the page does not
// listen, so `window.__nativeEvent('back')` answers false and the shell applies its own default.
import { onNativeEvent } from './native-events';

type BackHandler = () => void;

const stack: BackHandler[] = [];
let fallback: BackHandler | undefined;
let stopListening: (() => void) | undefined;

function sync(): void {
  const handled = stack.length > 0 || fallback !== undefined;
  if (handled && !stopListening) {
    stopListening = onNativeEvent('back', () => (stack.at(-1) ?? fallback)?.());
  } else if (!handled && stopListening) {
    stopListening();
    stopListening = undefined;
  }
}

/**
 * Makes `handler` the page's answer to the native back event until the returned function runs.
 * Screens use it through `useBackHandler`, never `useNativeEvent('back', …)`, which would run
 * beside the default.
 * @example const release = pushBackHandler(() => setRetentionOpen(true));
 */
export function pushBackHandler(handler: BackHandler): () => void {
  stack.push(handler);
  sync();
  return () => {
    const index = stack.lastIndexOf(handler);
    if (index !== -1) stack.splice(index, 1);
    sync();
  };
}

/**
 * The answer when no screen claims the back event (the app sets it once).
 * @example setDefaultBackHandler(() => (canGoBack() ? navigate(-1) : closeWebView()));
 */
export function setDefaultBackHandler(handler: BackHandler | undefined): void {
  fallback = handler;
  sync();
}
