// Shows what the shell would visibly do for each message: overlays, toasts, navigations.
import { createShadowHost, whenDomReady } from './browser';
import { type BridgeLogEntry, planEffects } from './core';

const TOAST_MS = 2500;
const MAX_TOASTS = 3;

const STYLE = `
.overlay { position: fixed; inset: 0; z-index: 2147483645; display: flex; flex-direction: column;
  align-items: center; justify-content: center; gap: 12px; padding: 24px; box-sizing: border-box;
  background: rgba(17, 17, 17, 0.92); color: #fff; font: 600 20px/1.4 system-ui, sans-serif; text-align: center; }
.overlay p { margin: 0; word-break: break-all; }
.overlay small { font: 12px system-ui, sans-serif; opacity: 0.7; }
.overlay button { margin-top: 12px; padding: 8px 20px; border: 0; border-radius: 18px;
  background: #ffd200; color: #111; font: 600 14px system-ui, sans-serif; }
.toasts { position: fixed; top: 12px; left: 50%; transform: translateX(-50%); z-index: 2147483645;
  display: flex; flex-direction: column; gap: 6px; pointer-events: none; }
.toast { padding: 6px 12px; border-radius: 6px; background: rgba(17, 17, 17, 0.85); color: #fff;
  font: 12px/1.4 ui-monospace, monospace; max-width: 90vw; word-break: break-all; }
`;

/** How the page leaves for a web link; a parameter so tests do not navigate. */
export type Navigate = (url: string) => void;

function createLayer(doc: Document, root: HTMLElement) {
  const { host, shadow } = createShadowHost(doc, 'bridge-sim-effects');
  const style = doc.createElement('style');
  style.textContent = STYLE;
  const toasts = doc.createElement('div');
  toasts.className = 'toasts';
  shadow.append(style, toasts);
  root.append(host);
  let overlay: HTMLElement | undefined;

  return {
    overlay(text: string) {
      if (!overlay) {
        const box = doc.createElement('div');
        box.className = 'overlay';
        box.setAttribute('role', 'dialog');
        box.setAttribute('aria-label', 'Native shell');
        box.dataset.testid = 'bridge-sim-effect';
        const note = doc.createElement('small');
        note.textContent = 'bridge-sim · what the iOS shell would do';
        const dismiss = doc.createElement('button');
        dismiss.type = 'button';
        dismiss.textContent = 'Dismiss';
        dismiss.dataset.testid = 'bridge-sim-effect-dismiss';
        dismiss.addEventListener('click', () => {
          box.remove();
          overlay = undefined;
        });
        box.append(note, dismiss);
        shadow.append(box);
        overlay = box;
      }
      const line = doc.createElement('p');
      line.textContent = text;
      // Newest last, above the dismiss button.
      overlay.insertBefore(line, overlay.lastElementChild);
    },
    toast(text: string) {
      const item = doc.createElement('div');
      item.className = 'toast';
      item.dataset.testid = 'bridge-sim-toast';
      item.textContent = text;
      toasts.append(item);
      while (toasts.childElementCount > MAX_TOASTS) toasts.firstElementChild?.remove();
      setTimeout(() => item.remove(), TOAST_MS);
    },
  };
}

/**
 * Creates the presenter of effects for `win`. Navigations happen at once; overlays and toasts
 * wait until the document has a body. Overlays pile up as lines in one dismissable overlay
 * (`data-testid="bridge-sim-effect"`), so "Bank capture ended" then "WebView closed" both show.
 *
 * @example
 * const present = createEffectPresenter(window);
 * sim.subscribe((change) => change.kind === 'record' && present(change.entry));
 */
export function createEffectPresenter(
  win: Window,
  navigate: Navigate = (url) => win.location.assign(url),
): (entry: BridgeLogEntry) => void {
  let layer: ReturnType<typeof createLayer> | undefined;
  const pending: (() => void)[] = [];
  whenDomReady(win.document, (root) => {
    layer = createLayer(win.document, root);
    for (const show of pending.splice(0)) show();
  });
  const later = (show: () => void) => (layer ? show() : pending.push(show));

  return (entry) => {
    for (const effect of planEffects(entry, win.location.href)) {
      if (effect.kind === 'navigate') navigate(effect.url);
      else if (effect.kind === 'toast') later(() => layer?.toast(effect.text));
      else later(() => layer?.overlay(effect.text));
    }
  };
}
