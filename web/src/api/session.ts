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

/** A header value from the page-address param of the same name, empty when absent (spec §7). */
export function headerFromPage(name: string, query: Record<string, string> = readPageQuery()): string {
  return query[name] ?? '';
}
