import { env } from '../config/env.ts';
import { keptPageValues, SESSION_PARAM_NAMES } from './session.ts';

/**
 * The address of an API resource the page loads by itself rather than through the clients (an
 * `<img>` such as the registration captcha): under the API base, with the session params every
 * call carries (the fake server keys its sandbox on `sessionId`), then the call's own params.
 * @example apiUrl('/api/v2/youmi/promotion/get-captcha', { sid: 'SID1', a: 1767225600000 })
 */
export function apiUrl(path: string, params: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(keptPageValues(SESSION_PARAM_NAMES));
  for (const [name, value] of Object.entries(params)) search.set(name, String(value));
  const text = search.toString();
  return `${env.VITE_API_BASE_URL}${path}${text ? `?${text}` : ''}`;
}
