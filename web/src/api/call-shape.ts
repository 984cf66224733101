import { keptPageValues, SESSION_PARAM_NAMES } from './session.ts';

// What every call of the two shared clients carries (DESIGN §3), without axios: the clients
// (clients.ts) and the page's early script (early-request.ts) build their calls from this one place.

/** Which client serves a path (DESIGN §3): the JSON-style one for these prefixes, else the form one. */
const JSON_PREFIXES = ['/v3/', '/opponents/', '/service/', '/gopia/'];

/** The header pair each client adds, filled from page-address params of the same names. */
export const HEADER_PAIRS = {
  json: ['building', 'gather'],
  form: ['swift', 'eyes'],
} as const;

export type ClientKind = keyof typeof HEADER_PAIRS;

/** Headers both clients send with every call (spec §7). */
export const COMMON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** Spec §7: both clients time out after 60000 ms. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** The content type of form-encoded POST bodies (spec §7). */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export function clientKindFor(url: string): ClientKind {
  return JSON_PREFIXES.some((prefix) => url.startsWith(prefix)) ? 'json' : 'form';
}

export interface CallValues {
  /** The session params present, in SESSION_PARAM_NAMES order (absent or empty ones left out). */
  session: Record<string, string>;
  /** The client's header pair, '' when the page address and the tab have no value. */
  headers: Record<string, string>;
}

/**
 * The session params and the header pair of a call made now by the `kind` client: one read of the
 * page address and the tab's kept values (keptPageValues also keeps new ones for later pages).
 * @example callValues('form') // { session: { sessionId: 'S1' }, headers: { swift: 's1', eyes: '' } }
 */
export function callValues(kind: ClientKind): CallValues {
  const names = HEADER_PAIRS[kind];
  const page = keptPageValues([...SESSION_PARAM_NAMES, ...names]);
  return {
    session: Object.fromEntries(
      SESSION_PARAM_NAMES.flatMap((name) => (page[name] ? [[name, page[name]]] : [])),
    ),
    headers: Object.fromEntries(names.map((name) => [name, page[name] ?? ''])),
  };
}

/**
 * Keeps the page address's session params and header values for the tab now, so a page reached by
 * an in-app link (its query dropped) still calls with them even when the first page called nothing
 * (an incomplete link, an instructions page).
 * @example keepCallValues(); // at the router's start
 */
export function keepCallValues(): void {
  keptPageValues([...SESSION_PARAM_NAMES, ...HEADER_PAIRS.json, ...HEADER_PAIRS.form]);
}
