import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { showToast } from '../ui/toast/toast-store.ts';
import {
  type ClientKind,
  COMMON_HEADERS,
  callValues,
  FORM_CONTENT_TYPE,
  REQUEST_TIMEOUT_MS,
} from './call-shape.ts';
import { toastedMessage } from './envelope.ts';
import { formFields } from './form-fields.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Who shows a non-success envelope's message: 'toast' (default, spec §8) or 'screen', for a
     * screen's first load, which shows it in place with a retry (AnswerScreen): once, not twice.
     */
    serverMessage?: 'toast' | 'screen';
  }
}

export interface ClientOptions {
  /** Origin of the API, '' for the page's own origin (dev and preview proxy the API prefixes). */
  baseURL: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** POST payloads are form-encoded, never JSON (spec §7). FormData (uploads) passes through. */
function formEncode(data: unknown): unknown {
  return isPlainObject(data) ? formFields(data) : data;
}

function prepare(kind: ClientKind, config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const { session, headers } = callValues(kind);
  // Session params first, the call's own params last so an explicit value wins.
  config.params = { ...session, ...(config.params as Record<string, unknown> | undefined) };
  // Spec §7: header values come from the page address, empty when absent.
  for (const [name, value] of Object.entries(headers)) config.headers.set(name, value);
  if ((config.method ?? 'get').toLowerCase() === 'post') {
    config.data = formEncode(config.data);
    if (config.data instanceof URLSearchParams) config.headers.set('Content-Type', FORM_CONTENT_TYPE);
  }
  return config;
}

/**
 * Builds one of the two shared clients of spec §7. Answers resolve with the body only; a
 * non-success envelope shows the server message as a toast (unless the call says its screen shows
 * it: `serverMessage: 'screen'`) and still resolves, so callers check the code or success flag
 * themselves; rejections (network, time-out, HTTP errors) pass unchanged.
 * @example const client = createClient('form', { baseURL: '' }); const body = await client.post('/spoken/card-init', { product_id: '1' });
 */
export function createClient(kind: ClientKind, { baseURL }: ClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { ...COMMON_HEADERS },
  });
  client.interceptors.request.use((config) => prepare(kind, config));
  client.interceptors.response.use((response) => {
    const body: unknown = response.data;
    const message = toastedMessage(body, response.config.serverMessage);
    if (message) showToast(message);
    // Body only: the interceptor hands callers the parsed answer instead of the axios response.
    return body as typeof response;
  });
  return client;
}
