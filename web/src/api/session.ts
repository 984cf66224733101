import { readPageQuery } from '../lib/page-query.ts';

/** The common session query parameters appended to every call (DESIGN §3). */
export const SESSION_PARAM_NAMES = [
  'sessionId',
  'deviceId',
  'deviceName',
  'appVersion',
  'osVersion',
  'advertisingId',
] as const;

const STORAGE_KEY = 'h5.session';

function remembered(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * The named values of the page address (session params, header values), falling back to those an
 * earlier page of this tab carried: in-app links drop the query, the session must not drop with it.
 * @example keptPageValues(['sessionId', 'swift']) // { sessionId: 'S1', swift: 's1' }
 */
export function keptPageValues(
  names: readonly string[],
  query: Record<string, string> = readPageQuery(),
): Record<string, string> {
  const kept = remembered();
  let changed = false;
  for (const name of names) {
    const value = query[name];
    if (value !== undefined && value !== '' && kept[name] !== value) {
      kept[name] = value;
      changed = true;
    }
  }
  if (changed) {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
    } catch {
      // Storage can be disabled (private mode); the page address still works.
    }
  }
  return Object.fromEntries(
    names.filter((name) => kept[name] !== undefined).map((name) => [name, kept[name] ?? '']),
  );
}
