// The drawer (top right): a pill "Bridge · N" that expands into two tabs, the live bridge log and the
// timeline (fake-server requests, bridge messages and QA switches in one list), with "Native back"
// and "Clear". It lives in a Shadow DOM so app CSS and drawer CSS never meet.
import { createShadowHost } from './browser';
import { type BridgeLogEntry, describeEntry, type LogStorage } from './core';
import type { BridgeSim } from './install';
import type { Timeline, TimelineEntry, TimelineSource } from './timeline';

const OPEN_KEY = 'bridge-sim:open';
const TAB_KEY = 'bridge-sim:tab';

/** The drawer's views: the bridge log, or the timeline. */
export type DrawerTab = 'bridge' | 'timeline';

const SOURCE_NAMES: Record<TimelineSource, string> = {
  fake: 'fake server request',
  bridge: 'bridge message',
  qa: 'QA switch',
};

const STYLE = `
.drawer { position: fixed; right: 8px; top: calc(8px + env(safe-area-inset-top)); z-index: 2147483646;
  display: flex; flex-direction: column; align-items: flex-end;
  font: 12px/1.4 system-ui, sans-serif; color: #111; text-align: left; }
.pill { display: block; margin-left: auto; padding: 4px 10px; border: 0; border-radius: 12px;
  background: rgba(17, 17, 17, 0.75); color: #ffd200; font: 600 11px system-ui, sans-serif; cursor: pointer; }
.panel { width: min(360px, calc(100vw - 16px)); margin-top: 6px; border-radius: 8px; background: #fff;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.3); overflow: hidden; }
.bar { display: flex; gap: 6px; align-items: center; padding: 6px 8px; background: #111; color: #ffd200; }
.tabs { display: flex; flex: 1; gap: 2px; }
.bar button { padding: 3px 8px; border: 0; border-radius: 4px; background: #ffd200; color: #111; font: 600 11px system-ui, sans-serif; }
.bar .tab { background: transparent; color: #bbb; }
.bar .tab[aria-selected="true"] { background: #333; color: #ffd200; }
li.fake, li.bridge, li.qa { display: grid; grid-template-columns: auto 1fr; align-items: baseline;
  border-left: 3px solid transparent; padding-left: 6px; }
li.fake { border-left-color: #9ab; }
li.bridge { border-left-color: #ffd200; }
li.qa { border-left-color: #f57c00; background: #fff6e0; }
.text { font: 11px/1.35 ui-monospace, monospace; overflow-wrap: anywhere; }
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

function timelineRow(doc: Document, entry: TimelineEntry): HTMLLIElement {
  const item = element(doc, 'li', { className: entry.source });
  item.title = SOURCE_NAMES[entry.source];
  item.append(
    element(doc, 'time', { text: formatTime(entry.at) }),
    element(doc, 'span', { className: 'text', text: entry.text }),
  );
  return item;
}

function readSaved(storage: LogStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function save(storage: LogStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Blocked storage only forgets the drawer's state.
  }
}

/**
 * Mounts the drawer into `root` (collapsed unless it was open before a navigation, on the tab it
 * showed last). The 'Timeline' tab lists `sim.timeline()` and follows `timeline` when given.
 *
 * @returns A function that removes the drawer.
 * @example whenDomReady(document, (root) => mountDrawer(root, window.__bridgeSim, sessionStorage, timeline));
 */
export function mountDrawer(
  root: HTMLElement,
  sim: BridgeSim,
  storage?: LogStorage,
  timeline?: Pick<Timeline, 'subscribe'>,
): () => void {
  const doc = root.ownerDocument;
  const { host, shadow } = createShadowHost(doc, 'bridge-sim-drawer');
  host.dataset.testid = 'bridge-sim-drawer';
  const drawer = element(doc, 'div', { className: 'drawer' });

  const pill = element(doc, 'button', { className: 'pill', testId: 'bridge-sim-toggle' });
  const panel = element(doc, 'section', { className: 'panel' });
  const tabs = element(doc, 'div', { className: 'tabs' });
  tabs.setAttribute('role', 'tablist');
  const tabButtons: Record<DrawerTab, HTMLButtonElement> = {
    bridge: element(doc, 'button', { className: 'tab', text: 'Bridge', testId: 'bridge-sim-tab-bridge' }),
    timeline: element(doc, 'button', {
      className: 'tab',
      text: 'Timeline',
      testId: 'bridge-sim-tab-timeline',
    }),
  };
  const back = element(doc, 'button', { text: 'Native back', testId: 'bridge-sim-back' });
  const clear = element(doc, 'button', { text: 'Clear', testId: 'bridge-sim-clear' });
  const lists: Record<DrawerTab, HTMLOListElement> = {
    bridge: element(doc, 'ol', { testId: 'bridge-sim-log' }),
    timeline: element(doc, 'ol', { testId: 'bridge-sim-timeline' }),
  };
  const bar = element(doc, 'div', { className: 'bar' });
  tabs.append(tabButtons.bridge, tabButtons.timeline);
  bar.append(tabs, back, clear);
  panel.append(bar);
  for (const button of [pill, back, clear, tabButtons.bridge, tabButtons.timeline]) button.type = 'button';
  for (const button of Object.values(tabButtons)) button.setAttribute('role', 'tab');
  clear.title = 'Clear the bridge log and the timeline';
  drawer.append(pill);
  shadow.append(element(doc, 'style', { text: STYLE }), drawer);

  let isOpen = false;
  let tab: DrawerTab = readSaved(storage, TAB_KEY) === 'timeline' ? 'timeline' : 'bridge';
  const render = () => {
    pill.textContent = `Bridge · ${sim.log.length}`;
    if (!isOpen) return;
    const list = lists[tab];
    if (tab === 'bridge') {
      list.replaceChildren(
        ...(sim.log.length === 0
          ? [element(doc, 'li', { className: 'empty', text: 'No messages yet' })]
          : sim.log.map((entry) => row(doc, entry))),
      );
    } else {
      const entries = sim.timeline();
      list.replaceChildren(
        ...(entries.length === 0
          ? [element(doc, 'li', { className: 'empty', text: 'No requests or messages yet' })]
          : entries.map((entry) => timelineRow(doc, entry))),
      );
    }
    list.scrollTop = list.scrollHeight;
  };
  const setTab = (next: DrawerTab) => {
    tab = next;
    // Only the shown list is in the document, so text of the other never matches a locator.
    lists[next === 'bridge' ? 'timeline' : 'bridge'].remove();
    panel.append(lists[next]);
    for (const [name, button] of Object.entries(tabButtons)) {
      button.setAttribute('aria-selected', String(name === next));
    }
    save(storage, TAB_KEY, next);
    render();
  };
  const setOpen = (open: boolean) => {
    isOpen = open;
    // The panel exists only while open: hidden text would still match e2e locators (getByText).
    // Top right, clear of the screens' bottom action bars: the panel opens below the pill.
    if (open) drawer.append(panel);
    else panel.remove();
    pill.setAttribute('aria-expanded', String(open));
    save(storage, OPEN_KEY, open ? '1' : '0');
    render();
  };

  pill.addEventListener('click', () => setOpen(!isOpen));
  tabButtons.bridge.addEventListener('click', () => setTab('bridge'));
  tabButtons.timeline.addEventListener('click', () => setTab('timeline'));
  back.addEventListener('click', () => sim.emit('back'));
  clear.addEventListener('click', () => sim.clear());
  const stops = [sim.subscribe(render), timeline?.subscribe(render)];
  setTab(tab);
  setOpen(readSaved(storage, OPEN_KEY) === '1');
  root.append(host);

  return () => {
    for (const stop of stops) stop?.();
    host.remove();
  };
}
