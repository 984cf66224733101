// The live request log: newest first, a line opens its details on a tap.
import { $, el } from './dom.ts';
import type { LogEntry } from './views.ts';

/** How many lines the log keeps. */
export const LOG_ROWS = 150;

export function addLogLine(entry: LogEntry, atTop: boolean): void {
  const good = entry.code === '00' || entry.code === '0';
  const summary = [
    entry.at.slice(11, 19),
    entry.method,
    entry.operationId || entry.path,
    entry.code === null ? '—' : entry.code,
    `${entry.durationMs} ms`,
    entry.effect || '',
  ].join('  ');
  const line = el('li', {}, el('span', { className: good ? 'code-ok' : 'code-bad', textContent: summary }));
  line.addEventListener('click', () => {
    const open = line.querySelector('pre');
    if (open) open.remove();
    else {
      const { path, query, body, httpStatus, message } = entry;
      line.append(
        el('pre', { textContent: JSON.stringify({ path, query, body, httpStatus, message }, null, 2) }),
      );
    }
  });
  const log = $('#log');
  if (atTop) log.prepend(line);
  else log.append(line);
  while (log.children.length > LOG_ROWS) log.lastElementChild?.remove();
}
