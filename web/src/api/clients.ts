import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { showToast } from '../ui/toast/toast-store.ts';
import { isEnvelope, isSuccessEnvelope } from './envelope.ts';
import { formFields } from './form-fields.ts';
import { keptPageValues, SESSION_PARAM_NAMES } from './session.ts';

/** Spec §7: both clients time out after 60000 ms. */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface ClientOptions {
  /** Origin of the API, '' for the page's own origin (dev and preview proxy the API prefixes). */
  baseURL: string;
}

/** The header pair each client adds, filled from page-address params of the same names. */
const HEADER_PAIRS = {
  json: ['building', 'gather'],
  form: ['swift', 'eyes'],
} as const;

export type ClientKind = keyof typeof HEADER_PAIRS;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** POST payloads are form-encoded, never JSON (spec §7). FormData (uploads) passes through. */
function formEncode(data: unknown): unknown {
  return isPlainObject(data) ? formFields(data) : data;
}

function prepare(kind: ClientKind, config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const headers = HEADER_PAIRS[kind];
  // One read of the page address and the tab's kept values for both session params and headers.
  const page = keptPageValues([...SESSION_PARAM_NAMES, ...headers]);
  const session = Object.fromEntries(
    SESSION_PARAM_NAMES.flatMap((name) => (page[name] ? [[name, page[name]]] : [])),
  );
  // Session params first, the call's own params last so an explicit value wins.
  config.params = { ...session, ...(config.params as Record<string, unknown> | undefined) };
  // Spec §7: header values come from the page address, empty when absent.
  for (const name of headers) config.headers.set(name, page[name] ?? '');
  if ((config.method ?? 'get').toLowerCase() === 'post') {
    config.data = formEncode(config.data);
    if (config.data instanceof URLSearchParams) {
      config.headers.set('Content-Type', 'application/x-www-form-urlencoded');
    }
  }
  return config;
}

/**
 * Builds one of the two shared clients of spec §7. Answers resolve with the body only; a
 * non-success envelope shows the server message as a toast and still resolves, so callers check
 * the code or success flag themselves; rejections (network, time-out, HTTP errors) pass unchanged.
 * @example const client = createClient('form', { baseURL: '' }); const body = await client.post('/spoken/card-init', { product_id: '1' });
 */
export function createClient(kind: ClientKind, { baseURL }: ClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  client.interceptors.request.use((config) => prepare(kind, config));
  client.interceptors.response.use((response) => {
    const body: unknown = response.data;
    if (isEnvelope(body) && !isSuccessEnvelope(body) && body.message) showToast(body.message);
    // Body only: the interceptor hands callers the parsed answer instead of the axios response.
    return body as typeof response;
  });
  return client;
}
