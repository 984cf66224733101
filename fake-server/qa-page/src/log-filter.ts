// The log's filters: by operation, by status (HTTP status or envelope code), by outcome, and a
// search over what a QA person remembers of a call (path, operation, code, message, bodies).
import { type Outcome, outcomeOf, statusKeys } from './log-outcome.ts';
import type { LogEntry } from './views.ts';

export interface LogFilter {
  /** An operationId, or '' for all. */
  operation: string;
  /** A status key ('http:404', 'code:00'), or '' for all. */
  status: string;
  outcome: Outcome | '';
  search: string;
}

export const NO_FILTER: LogFilter = { operation: '', status: '', outcome: '', search: '' };

/** The text the search box looks in, lower-cased: bodies as their JSON. */
function searchableText(entry: LogEntry): string {
  return [
    entry.url,
    entry.path,
    entry.operationId ?? '',
    entry.code ?? '',
    String(entry.httpStatus),
    entry.message ?? '',
    entry.effect ?? '',
    entry.nearMiss?.reason ?? '',
    JSON.stringify(entry.query ?? null),
    JSON.stringify(entry.body ?? null),
    JSON.stringify(entry.response?.body ?? null),
  ]
    .join('\n')
    .toLowerCase();
}

export function matchesFilter(entry: LogEntry, filter: LogFilter): boolean {
  if (filter.operation !== '' && entry.operationId !== filter.operation) return false;
  if (filter.status !== '' && !statusKeys(entry).includes(filter.status)) return false;
  if (filter.outcome !== '' && outcomeOf(entry) !== filter.outcome) return false;
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchableText(entry);
  return words.every((word) => text.includes(word));
}

/** The choices the operation and status filters offer: what the lines hold, sorted. */
export function filterChoices(entries: readonly LogEntry[]): { operations: string[]; statuses: string[] } {
  const operations = new Set<string>();
  const statuses = new Set<string>();
  for (const entry of entries) {
    if (entry.operationId !== null) operations.add(entry.operationId);
    for (const key of statusKeys(entry)) statuses.add(key);
  }
  // HTTP statuses before envelope codes, each in number order.
  const rank = (key: string) => (key.startsWith('http:') ? 0 : 1);
  const byKind = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true });
  return { operations: [...operations].sort(), statuses: [...statuses].sort(byKind) };
}
