// One log line opened: the request (method, URL, headers, body) beside the response (status,
// headers, body), the near-miss's closest operation and reason, and "Copy as curl".
import { el, toast } from './dom.ts';
import { curlOf } from './log-curl.ts';
import type { LogEntry, NearMiss } from './views.ts';

function pretty(value: unknown): string {
  return value === null || value === undefined ? '(none)' : JSON.stringify(value, null, 2);
}

function headerList(headers: Record<string, string>): HTMLElement {
  const names = Object.keys(headers);
  if (names.length === 0) return el('p', { className: 'log-empty', textContent: '(no headers logged)' });
  return el(
    'dl',
    { className: 'log-headers' },
    ...names.flatMap((name) => [
      el('dt', { textContent: name }),
      el('dd', { textContent: headers[name] ?? '' }),
    ]),
  );
}

function part(title: string, first: string, headers: Record<string, string>, body: unknown): HTMLElement {
  return el(
    'section',
    { className: 'log-part' },
    el('h3', { textContent: title }),
    el('p', { className: 'log-first', textContent: first }),
    headerList(headers),
    el('pre', { className: 'log-body', textContent: pretty(body) }),
  );
}

/** The near-miss box: what the call was closest to and why it missed. */
export function nearMissNote(nearMiss: NearMiss): HTMLElement {
  const closest = nearMiss.closest;
  const heading = nearMiss.kind === 'refused' ? 'Refused by' : 'Closest operation';
  return el(
    'div',
    { className: 'log-near-miss' },
    el('strong', { textContent: 'Near-miss · ' }),
    `${heading}: `,
    el('code', {
      textContent:
        closest === null ? 'none close' : `${closest.method} ${closest.path} (${closest.operationId})`,
    }),
    el('br'),
    el('span', { className: 'log-reason', textContent: nearMiss.reason }),
  );
}

/** Puts the command on the clipboard; where the page may not, shows it selected for a manual copy. */
async function copyCurl(entry: LogEntry, holder: HTMLElement): Promise<void> {
  const command = curlOf(entry, location.origin);
  holder.querySelector('.log-curl')?.remove();
  const shown = el('pre', { className: 'log-curl', textContent: command });
  holder.append(shown);
  try {
    await navigator.clipboard.writeText(command);
    toast('Copied as curl');
  } catch {
    getSelection()?.selectAllChildren(shown);
    toast('The browser refused the clipboard: the command is selected below, copy it by hand.', true);
  }
}

export function logDetail(entry: LogEntry): HTMLElement {
  const response = entry.response;
  const answered = response
    ? `HTTP ${entry.httpStatus}${entry.code === null ? '' : ` · code ${entry.code}`} · ${entry.durationMs} ms`
    : `Nothing sent back: ${entry.message ?? ''}`;
  const detail = el(
    'div',
    { className: 'log-detail' },
    ...(entry.nearMiss ? [nearMissNote(entry.nearMiss)] : []),
    el(
      'div',
      { className: 'log-parts' },
      part('Request', `${entry.method} ${entry.url || entry.path}`, entry.requestHeaders, entry.body),
      part('Response', answered, response?.headers ?? {}, response?.body ?? null),
    ),
  );
  if (entry.method !== 'NOTICE') {
    const copy = el('button', { type: 'button', className: 'light log-copy', textContent: 'Copy as curl' });
    copy.addEventListener('click', () => {
      void copyCurl(entry, detail);
    });
    detail.append(el('div', { className: 'log-actions' }, copy));
  }
  return detail;
}
