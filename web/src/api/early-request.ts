import type { AxiosRequestConfig } from 'axios';
import { env } from '../config/env.ts';
import {
  COMMON_HEADERS,
  callValues,
  clientKindFor,
  FORM_CONTENT_TYPE,
  REQUEST_TIMEOUT_MS,
} from './call-shape.ts';
import type { RequestOptions } from './request.ts';

/**
 * orval's mutator in the page's early script only: web/route-preload.ts bundles it in place of
 * request.ts there, so the generated request function itself builds path, params and body, and
 * this sends them with fetch (no axios in the HTML) with what the shared clients add to every call
 * (call-shape.ts: session params, header pair, X-Requested-With, the form body's type, the time-out).
 * It resolves with the body, as apiRequest does (the app toasts a non-success message as the client
 * would: app/early-answer.ts), and rejects on an HTTP or network failure or the time-out, as axios.
 */
export async function apiRequest<T>(config: AxiosRequestConfig, _options?: RequestOptions): Promise<T> {
  const path = config.url ?? '';
  const { session, headers } = callValues(clientKindFor(path));
  // As the client merges them: session params first, the call's own last (an own value wins).
  const query = new URLSearchParams(session);
  for (const [name, value] of Object.entries((config.params ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null) query.set(name, String(value));
  if (config.data !== undefined && !(config.data instanceof URLSearchParams))
    throw new Error(`early call ${path}: only form bodies are sent early`);
  const search = query.toString();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(`${env.VITE_API_BASE_URL}${path}${search ? `?${search}` : ''}`, {
      method: config.method?.toUpperCase() ?? 'GET',
      headers: {
        ...COMMON_HEADERS,
        ...headers,
        ...(config.data === undefined ? {} : { 'Content-Type': FORM_CONTENT_TYPE }),
      },
      body: config.data,
      signal: timeout.signal,
    });
    if (!response.ok) throw new Error(`early call ${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  } finally {
    clearTimeout(timer);
  }
}
