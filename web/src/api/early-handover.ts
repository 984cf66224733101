// Hands the page's early request (early-call.ts) to the app's call that would send the very same
// request, so the screen does not ask twice. The call keeps axios's own path for the answer: axios's
// fetch adapter runs it with a `fetch` that returns the early Response, so HTTP errors, network
// errors, time-out and cancellation become the same kind of axios errors as from the network.
import axios, {
  type AxiosAdapter,
  AxiosHeaders,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import { claimEarlyCall, type EarlyRequest, pendingEarlyCall } from './early-call.ts';

/** The call is not the early one (or that is gone): it goes to the network as always. */
class NotTheEarlyCall extends Error {}

/**
 * Runs after the client has prepared the call: when an early call is waiting for this method and
 * path, the call first offers itself to it; anything else keeps the client's adapter untouched.
 */
export function offerEarlyAnswer(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const early = pendingEarlyCall()?.request;
  if (early && early.path === config.url && early.method === config.method?.toUpperCase())
    config.adapter = earlyOr(config.adapter);
  return config;
}

function earlyOr(usual: AxiosRequestConfig['adapter']): AxiosAdapter {
  return async (config) => {
    try {
      return await earlyAdapter()(asSentByXhr(config));
    } catch (error) {
      if (axios.isAxiosError(error) && error.cause instanceof NotTheEarlyCall)
        return axios.getAdapter(usual ?? axios.defaults.adapter, config)(config);
      throw error;
    }
  };
}

/**
 * The call as the app's XHR adapter puts it on the wire: axios sets a form Content-Type on every
 * POST, which xhr.js drops from a call without data and the fetch adapter would keep.
 */
function asSentByXhr(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.data !== undefined) return config;
  const headers = AxiosHeaders.from(config.headers);
  headers.delete('Content-Type');
  return { ...config, headers };
}

let fetchAdapter: AxiosAdapter | undefined;

/** axios's fetch adapter over handoverFetch; one instance (axios caches its adapter per `fetch`). */
function earlyAdapter(): AxiosAdapter {
  fetchAdapter ??= axios.getAdapter('fetch', { env: { fetch: handoverFetch } });
  return fetchAdapter;
}

/**
 * The `fetch` of the fetch adapter: it never goes to the network. The Request axios built is
 * compared with the early one; the same request takes the early answer (once), any other throws
 * NotTheEarlyCall, and earlyOr sends it with the usual adapter.
 */
async function handoverFetch(input: URL | Request | string): Promise<Response> {
  const call = pendingEarlyCall();
  if (call === undefined || typeof input === 'string' || input instanceof URL) throw new NotTheEarlyCall();
  if (!(await isSameRequest(call.request, input)) || !claimEarlyCall(call)) throw new NotTheEarlyCall();
  const answer = await untilAborted(call.answer, input.signal);
  if ('error' in answer) throw answer.error;
  return answer.response;
}

/** Method, absolute URL, every header and the body, as they would go on the wire. */
export async function isSameRequest(early: EarlyRequest, request: Request): Promise<boolean> {
  if (request.method !== early.method) return false;
  if (request.url !== new URL(early.url, window.location.href).href) return false;
  if (headerLines(request.headers) !== headerLines(new Headers(early.headers))) return false;
  return (await request.text()) === (early.body ?? '');
}

function headerLines(headers: Headers): string {
  return (
    [...headers]
      .map(([name, value]) => [name.toLowerCase(), value] as const)
      // The fetch adapter names itself in User-Agent; the XHR adapter the app sends with does not.
      .filter(([name, value]) => !(name === 'user-agent' && value.startsWith('axios/')))
      .map(([name, value]) => `${name}: ${value}`)
      .sort()
      .join('\n')
  );
}

/** The answer, or the signal's reason once the call is cancelled or times out. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
