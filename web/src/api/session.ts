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

export type SessionParamName = (typeof SESSION_PARAM_NAMES)[number];
export type SessionParams = Partial<Record<SessionParamName, string>>;

const STORAGE_KEY = 'h5.session';

function remembered(): SessionParams {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as SessionParams;
  } catch {
    return {};
  }
}

/**
 * The session parameters of this page: those in the page address, falling back to the ones an
 * earlier page of this tab carried, so in-app links that drop the query keep the session.
 */
export function readSessionParams(query: Record<string, string> = readPageQuery()): SessionParams {
  const params: SessionParams = { ...remembered() };
  for (const name of SESSION_PARAM_NAMES) {
    const value = query[name];
    if (value !== undefined && value !== '') params[name] = value;
  }
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(params));
  } catch {
    // Storage can be disabled (private mode); the page address still works.
  }
  return params;
}

const HEADER_STORAGE_KEY = 'h5.headers';

function rememberedHeaders(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(HEADER_STORAGE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * A header value from the page-address param of the same name (spec §7), empty when absent. Like
 * the session params it is kept for later pages of the tab, whose in-app links drop the query.
 */
export function headerFromPage(name: string, query: Record<string, string> = readPageQuery()): string {
  const kept = rememberedHeaders();
  const value = query[name];
  if (value === undefined) return kept[name] ?? '';
  try {
    sessionStorage.setItem(HEADER_STORAGE_KEY, JSON.stringify({ ...kept, [name]: value }));
  } catch {
    // Storage can be disabled (private mode); the page address still works.
  }
  return value;
}
