// The drawer: a pill "Bridge · N" that expands into the live log with "Native back" and "Clear".
// It lives in a Shadow DOM so app CSS and drawer CSS never meet.
import { createShadowHost } from './browser';
import { type BridgeLogEntry, describeEntry, type LogStorage } from './core';
import type { BridgeSim } from './install';

const OPEN_KEY = 'bridge-sim:open';

const STYLE = `
.drawer { position: fixed; right: 8px; bottom: 8px; z-index: 2147483646;
  font: 12px/1.4 system-ui, sans-serif; color: #111; text-align: left; }
.pill { display: block; margin-left: auto; padding: 4px 10px; border: 0; border-radius: 12px;
  background: rgba(17, 17, 17, 0.75); color: #ffd200; font: 600 11px system-ui, sans-serif; cursor: pointer; }
.panel { width: min(340px, calc(100vw - 16px)); margin-bottom: 6px; border-radius: 8px; background: #fff;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.3); overflow: hidden; }
.bar { display: flex; gap: 6px; align-items: center; padding: 6px 8px; background: #111; color: #ffd200; }
.bar strong { flex: 1; }
.bar button { padding: 3px 8px; border: 0; border-radius: 4px; background: #ffd200; color: #111; font: 600 11px system-ui, sans-serif; }
ol { list-style: none; margin: 0; padding: 0; max-height: 40vh; overflow-y: auto; }
li { padding: 4px 8px; border-top: 1px solid #eee; }
li.empty { color: #888; }
time { color: #888; margin-right: 6px; font-variant-numeric: tabular-nums; }
.action { font-weight: 600; }
code { display: block; font: 11px/1.3 ui-monospace, monospace; color: #333; white-space: pre-wrap; word-break: break-all; }
`;

/**
 * Local time of an entry, `HH:MM:SS.mmm`.
 *
 * @example formatTime(new Date(2026, 0, 1, 9, 5, 7, 42).getTime()) // '09:05:07.042'
 */
export function formatTime(at: number): string {
  const date = new Date(at);
  const two = (value: number) => String(value).padStart(2, '0');
  const ms = String(date.getMilliseconds()).padStart(3, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${ms}`;
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: { className?: string; text?: string; testId?: string } = {},
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  if (props.testId) node.dataset.testid = props.testId;
  return node;
}

function row(doc: Document, entry: BridgeLogEntry): HTMLLIElement {
  const item = element(doc, 'li');
  // The effect goes in a tooltip, not in text: it would duplicate the overlay's text for getByText.
  item.title = describeEntry(entry);
  item.append(
    element(doc, 'time', { text: formatTime(entry.at) }),
    element(doc, 'span', { className: 'action', text: entry.action }),
    element(doc, 'code', { text: JSON.stringify(entry.payload) }),
  );
  return item;
}

/**
 * Mounts the drawer into `root` (collapsed unless it was open before a navigation).
 *
 * @returns A function that removes the drawer.
 * @example whenDomReady(document, (root) => mountDrawer(root, window.__bridgeSim, sessionStorage));
 */
export function mountDrawer(root: HTMLElement, sim: BridgeSim, storage?: LogStorage): () => void {
  const doc = root.ownerDocument;
  const { host, shadow } = createShadowHost(doc, 'bridge-sim-drawer');
  host.dataset.testid = 'bridge-sim-drawer';
  const drawer = element(doc, 'div', { className: 'drawer' });

  const pill = element(doc, 'button', { className: 'pill', testId: 'bridge-sim-toggle' });
  const panel = element(doc, 'section', { className: 'panel' });
  const back = element(doc, 'button', { text: 'Native back', testId: 'bridge-sim-back' });
  const clear = element(doc, 'button', { text: 'Clear', testId: 'bridge-sim-clear' });
  const list = element(doc, 'ol', { testId: 'bridge-sim-log' });
  const bar = element(doc, 'div', { className: 'bar' });
  bar.append(element(doc, 'strong', { text: 'Bridge log' }), back, clear);
  panel.append(bar, list);
  for (const button of [pill, back, clear]) button.type = 'button';
  drawer.append(pill);
  shadow.append(element(doc, 'style', { text: STYLE }), drawer);

  let isOpen = false;
  const render = () => {
    pill.textContent = `Bridge · ${sim.log.length}`;
    if (!isOpen) return;
    list.replaceChildren(
      ...(sim.log.length === 0
        ? [element(doc, 'li', { className: 'empty', text: 'No messages yet' })]
        : sim.log.map((entry) => row(doc, entry))),
    );
    list.scrollTop = list.scrollHeight;
  };
  const setOpen = (open: boolean) => {
    isOpen = open;
    // The panel exists only while open: hidden text would still match e2e locators (getByText).
    if (open) drawer.insertBefore(panel, pill);
    else panel.remove();
    pill.setAttribute('aria-expanded', String(open));
    try {
      storage?.setItem(OPEN_KEY, open ? '1' : '0');
    } catch {
      // Blocked storage only forgets the open state.
    }
    render();
  };

  pill.addEventListener('click', () => setOpen(!isOpen));
  back.addEventListener('click', () => sim.emit('back'));
  clear.addEventListener('click', () => sim.clear());
  const stop = sim.subscribe(render);
  setOpen(storage?.getItem(OPEN_KEY) === '1');
  root.append(host);

  return () => {
    stop();
    host.remove();
  };
}
