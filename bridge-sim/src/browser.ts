// Small browser adapters shared by install, drawer and effects.
import type { LogStorage } from './core';

/**
 * The window's sessionStorage, or `undefined` where reading it throws (opaque origins such as
 * `about:blank`, blocked storage).
 *
 * @example createBridgeLog({ storage: sessionStorageOf(window) });
 */
export function sessionStorageOf(win: Window): LogStorage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Runs `callback` with the element to mount UI into, once the document has one. When the script
 * is injected before the document exists (Playwright `addInitScript`), that is at DOMContentLoaded.
 *
 * @example whenDomReady(document, (root) => root.append(host));
 */
export function whenDomReady(doc: Document, callback: (root: HTMLElement) => void): void {
  const run = () => {
    const root = doc.body ?? doc.documentElement;
    if (root) callback(root);
  };
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', run, { once: true });
  } else {
    run();
  }
}

/**
 * Creates an element with an open shadow root for simulator UI. The host sits in the app's DOM,
 * where app CSS (even `* { all: unset }`) could restyle it; an inline `all: initial !important`
 * outranks that, and everything visible lives inside the shadow root.
 *
 * @example const { host, shadow } = createShadowHost(document, 'bridge-sim-drawer');
 */
export function createShadowHost(doc: Document, id: string): { host: HTMLElement; shadow: ShadowRoot } {
  const host = doc.createElement('div');
  host.id = id;
  host.style.setProperty('all', 'initial', 'important');
  return { host, shadow: host.attachShadow({ mode: 'open' }) };
}
