/// <reference types="vite/client" />
// (Vite's types declare the CSS import below, also where the page's tests are type-checked.)
// The live request log: newest first, filtered by operation, status, outcome and a search; a line
// opens its request and response on a tap. New calls arrive by the event stream ('request').
import './log.css';
import { $, el } from './dom.ts';
import { logDetail, nearMissNote } from './log-detail.ts';
import { filterChoices, type LogFilter, matchesFilter, NO_FILTER } from './log-filter.ts';
import { OUTCOMES, outcomeOf } from './log-outcome.ts';
import { type LogToolbar, logToolbar } from './log-toolbar.ts';
import type { LogEntry } from './views.ts';

/** How many lines the log keeps (the server keeps 500 per sandbox: GET /__fake/requests). */
export const LOG_ROWS = 200;

/** The lines, newest first. */
let entries: LogEntry[] = [];
/** Lines opened by the user: they stay open while new calls redraw the list. */
const opened = new Set<number>();
let filter: LogFilter = NO_FILTER;
let toolbar: LogToolbar | undefined;
/**
 * Lines the event stream brought since the whole log was last asked for, newest first. The whole
 * log and the stream come over different connections: an answer read on the server before a call
 * can arrive after that call's line, and must not drop it until the next reload.
 */
const arrivedSinceLoad: LogEntry[] = [];

/** The filter bar, made once, just above the list (the page's markup holds only the list). */
function ensureToolbar(): LogToolbar {
  toolbar ??= logToolbar((chosen) => {
    filter = chosen;
    render();
  });
  if (!toolbar.element.isConnected) $('#log').before(toolbar.element);
  return toolbar;
}

function summary(entry: LogEntry): HTMLElement {
  const outcome = outcomeOf(entry);
  const cell = (className: string, textContent: string, title = '') =>
    el('span', { className, textContent, title });
  return el(
    'span',
    { className: 'log-summary' },
    cell('log-time', entry.at.slice(11, 19)),
    cell('log-method', entry.method),
    cell('log-what', entry.operationId ?? entry.path),
    cell('log-status', entry.method === 'NOTICE' ? '' : String(entry.httpStatus), 'HTTP status'),
    cell('log-code', entry.code ?? '—', 'Envelope code'),
    cell('log-ms', entry.method === 'NOTICE' ? '' : `${entry.durationMs} ms`),
    cell(`log-badge log-badge-${outcome}`, OUTCOMES[outcome]),
    ...(entry.effect ? [cell('log-effect', entry.effect)] : []),
  );
}

function line(entry: LogEntry): HTMLElement {
  const open = opened.has(entry.id);
  const toggle = el('button', { type: 'button', className: 'log-line' }, summary(entry));
  toggle.setAttribute('aria-expanded', String(open));
  const item = el('li', { className: `log-item log-item-${outcomeOf(entry)}` }, toggle);
  item.dataset.id = String(entry.id);
  // A near-miss says why at a glance, without opening the line.
  if (entry.nearMiss && !open) item.append(nearMissNote(entry.nearMiss));
  if (open) item.append(logDetail(entry));
  toggle.addEventListener('click', () => {
    if (opened.has(entry.id)) opened.delete(entry.id);
    else opened.add(entry.id);
    item.replaceWith(line(entry));
  });
  return item;
}

/** The filter choices and the count, after any change of the lines or the filter. */
function updateBar(shown: number): void {
  const bar = ensureToolbar();
  bar.offer(filterChoices(entries));
  const calls = `${entries.length} ${entries.length === 1 ? 'call' : 'calls'}`;
  bar.count.textContent = shown === entries.length ? calls : `${shown} of ${calls}`;
}

function render(): void {
  const shown = entries.filter((entry) => matchesFilter(entry, filter));
  updateBar(shown.length);
  const empty = entries.length === 0 ? 'No calls yet: open an app screen.' : 'No calls match these filters.';
  $('#log').replaceChildren(
    ...(shown.length === 0 ? [el('li', { className: 'log-none', textContent: empty })] : shown.map(line)),
  );
}

/** Call as the whole log is asked for (GET /__fake/requests), before its answer comes. */
export function logLoadStarted(): void {
  arrivedSinceLoad.length = 0;
}

/**
 * The log as GET /__fake/requests sends it (oldest first), replacing what was shown, with the lines
 * that arrived live since it was asked for and that it does not hold yet on top.
 */
export function showLog(requests: readonly LogEntry[]): void {
  const loaded = new Set(requests.map((entry) => entry.id));
  const newer = arrivedSinceLoad.filter((entry) => !loaded.has(entry.id));
  entries = [...newer, ...requests.slice(-LOG_ROWS).reverse()].slice(0, LOG_ROWS);
  opened.clear();
  render();
}

/**
 * A new call from the event stream, at the top. Only its line is drawn (a busy app sends calls
 * faster than the whole list could be redrawn).
 */
export function addLogLine(entry: LogEntry): void {
  entries.unshift(entry);
  arrivedSinceLoad.unshift(entry);
  arrivedSinceLoad.splice(LOG_ROWS);
  for (const dropped of entries.splice(LOG_ROWS)) {
    opened.delete(dropped.id);
    document.querySelector(`#log > li[data-id="${dropped.id}"]`)?.remove();
  }
  const list = $('#log');
  if (matchesFilter(entry, filter)) {
    list.querySelector(':scope > .log-none')?.remove();
    list.prepend(line(entry));
  }
  updateBar(list.querySelectorAll(':scope > .log-item').length);
}
