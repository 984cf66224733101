import { keptPageValues, SESSION_PARAM_NAMES } from '../../api/session.ts';
import type { PageQuery } from '../../lib/page-query.ts';

/** The editable values of the test page (spec §2 "Test preview"), by their query names. */
export const PREVIEW_FIELDS = [
  { name: 'appVersion', label: 'App version' },
  { name: 'deviceName', label: 'Device name' },
  { name: 'deviceId', label: 'Device ID' },
  { name: 'osVersion', label: 'OS version' },
  { name: 'sessionId', label: 'Session ID' },
  { name: 'advertisingId', label: 'Advertising ID' },
  { name: 'productId', label: 'Product ID' },
  { name: 'orderId', label: 'Order ID' },
] as const;

export type PreviewFieldName = (typeof PREVIEW_FIELDS)[number]['name'];
export type PreviewValues = Record<PreviewFieldName, string>;

/** One sessionStorage key for the test page's edits. */
export const PREVIEW_KEY = 'h5.testPreview';

/** What is kept: the edits and the address they were made on. */
interface KeptPreview {
  readonly search: string;
  readonly values: PreviewValues;
}

/**
 * The values the page address names, the session values an earlier page of this tab carried
 * where the address has none (the shell may open the test page without them), else ''.
 * @example valuesFromQuery({ sessionId: 'S1', productId: 'P1001' }) // { sessionId: 'S1', productId: 'P1001', deviceId: '', … }
 */
export function valuesFromQuery(query: PageQuery): PreviewValues {
  const session = keptPageValues(SESSION_PARAM_NAMES, query);
  const values = {} as PreviewValues;
  for (const { name } of PREVIEW_FIELDS) values[name] = query[name] || session[name] || '';
  return values;
}

/**
 * The values to start with: the edits kept for this tab when they were made on this very address
 * (back from a linked page, or a reload), else the address's own. A new address means the
 * developer opened another test link, whose values must win over older edits.
 * @example startValues('?sessionId=S1', query) // the kept edits of '?sessionId=S1', else from query
 */
export function startValues(search: string, query: PageQuery): PreviewValues {
  const kept = readKept();
  return kept && kept.search === search ? kept.values : valuesFromQuery(query);
}

/** Keeps the edits for the tab; without storage (private mode) the page still works, unkept. */
export function keepValues(search: string, values: PreviewValues): void {
  try {
    sessionStorage.setItem(PREVIEW_KEY, JSON.stringify({ search, values } satisfies KeptPreview));
  } catch {
    // Nothing to do: the edits last as long as the page.
  }
}

/** The kept edits if they still have the expected shape (a hand-edited value is ignored). */
function readKept(): KeptPreview | null {
  let value: unknown;
  try {
    value = JSON.parse(sessionStorage.getItem(PREVIEW_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { search, values } = value as { search?: unknown; values?: unknown };
  if (typeof search !== 'string' || typeof values !== 'object' || values === null) return null;
  const kept = values as Record<string, unknown>;
  if (!PREVIEW_FIELDS.every(({ name }) => typeof kept[name] === 'string')) return null;
  return { search, values: kept as PreviewValues };
}
