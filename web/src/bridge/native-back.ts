// What the iOS back gesture does in the page. The shell sends one 'back' event; the screen that is
// showing decides (a retention popup, a route back), else the app's default applies. Handlers form
// a stack so the innermost screen wins and nothing runs twice.
import { onNativeEvent } from './native-events';

type BackHandler = () => void;

const stack: BackHandler[] = [];
let fallback: BackHandler | undefined;

onNativeEvent('back', () => {
  const handler = stack.at(-1) ?? fallback;
  handler?.();
});

/**
 * Makes `handler` the page's answer to the native back event until the returned function runs.
 * @example const release = pushBackHandler(() => setRetentionOpen(true));
 */
export function pushBackHandler(handler: BackHandler): () => void {
  stack.push(handler);
  return () => {
    const index = stack.lastIndexOf(handler);
    if (index !== -1) stack.splice(index, 1);
  };
}

/**
 * The answer when no screen claims the back event (the app sets it once).
 * @example setDefaultBackHandler(() => (canGoBack() ? navigate(-1) : closeWebView()));
 */
export function setDefaultBackHandler(handler: BackHandler | undefined): void {
  fallback = handler;
}
