// The screen's first API call, sent by the page's inline script while main.js still downloads
// (issue 16 "no waterfall"), and kept on `window` for the app's clients to take as the answer of
// that very call (early-handover.ts). No axios here: this module is bundled into the HTML.
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { parsePageQuery } from '../lib/page-query.ts';
import { routeKey } from '../lib/route-key.ts';
import { COMMON_HEADERS, callValues, clientKindFor, FORM_CONTENT_TYPE } from './call-shape.ts';

/** The Accept header axios puts on every call (its `defaults.headers.common.Accept`). */
const AXIOS_ACCEPT = 'application/json, text/plain, */*';

/** How long an early answer that has arrived stays usable: long enough for main.js to ask for it. */
export const EARLY_ANSWER_TTL_MS = 10_000;

/**
 * Per screen (its path as routeKey writes it), the call its route module makes when it mounts: a
 * form POST of the page's productId and orderId (the generated `loanDetails`, `loanPlayDetail`,
 * `pettypy`). early-call.test.ts sends each through the app's own client and checks the two agree.
 */
const FIRST_CALLS: Readonly<Record<string, string>> = {
  [routeKey(paths.loanDetail)]: '/v3/loan-details/loan-details',
  [routeKey(paths.order)]: '/v3/loan-details/loan-details',
  [routeKey(paths.repay)]: '/v3/installment/loan-play-detail',
  [routeKey(paths.repayDelay)]: '/opponents/pettypy',
};

/** A request as it goes on the wire (what the app's axios client would send for the same call). */
export interface EarlyRequest {
  method: 'POST';
  /** The API path, without base or query, as the generated call names it. */
  path: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export type EarlyAnswer = { response: Response } | { error: unknown };

export interface EarlyCall {
  request: EarlyRequest;
  /** Settles, never rejects: a network failure is kept as `error` for the screen's call to throw. */
  answer: Promise<EarlyAnswer>;
  /** Date.now() when the answer arrived. */
  settledAt?: number;
}

declare global {
  interface Window {
    /** The early call until the app takes it (once). */
    __earlyCall?: EarlyCall;
  }
}

/**
 * axios's encoding of query keys and values (`encode` in axios/lib/helpers/buildURL.js), so the URL
 * is the one its client builds from the same params.
 */
function encodeQueryPart(text: string): string {
  return encodeURIComponent(text)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

/**
 * The first call of the screen at this address, as the app's client would send it now; undefined
 * when the screen has none or would ask nothing (an incomplete link shows its message instead).
 */
export function earlyRequestFor(
  location: Pick<Location, 'pathname' | 'search'>,
  apiBase: string = env.VITE_API_BASE_URL,
): EarlyRequest | undefined {
  const path = FIRST_CALLS[routeKey(location.pathname)];
  if (path === undefined) return undefined;
  const { productId = '', orderId = '' } = parsePageQuery(location.search);
  if (productId === '' || orderId === '') return undefined;
  // axios adds an X-XSRF-TOKEN header when this cookie exists: leave such a page to the app.
  if (/(?:^|;\s*)XSRF-TOKEN=/.test(document.cookie)) return undefined;
  const { session, headers } = callValues(clientKindFor(path));
  const query = Object.entries(session)
    .map(([name, value]) => `${encodeQueryPart(name)}=${encodeQueryPart(value)}`)
    .join('&');
  return {
    method: 'POST',
    path,
    url: `${apiBase}${path}${query ? `?${query}` : ''}`,
    headers: { Accept: AXIOS_ACCEPT, 'Content-Type': FORM_CONTENT_TYPE, ...COMMON_HEADERS, ...headers },
    // The generated call's body: productId, then orderId.
    body: new URLSearchParams([
      ['productId', productId],
      ['orderId', orderId],
    ]).toString(),
  };
}

/** Sends the screen's first call now, if it has one, and keeps it for the app. */
export function startEarlyCall(): void {
  const request = earlyRequestFor(window.location);
  if (request === undefined) return;
  const call: EarlyCall = {
    request,
    answer: fetch(request.url, { method: request.method, headers: request.headers, body: request.body }).then(
      (response) => settled(call, { response }),
      (error: unknown) => settled(call, { error }),
    ),
  };
  window.__earlyCall = call;
}

function settled(call: EarlyCall, answer: EarlyAnswer): EarlyAnswer {
  call.settledAt = Date.now();
  return answer;
}

/** The early call while the app may still take it: not taken yet, its answer not too old. */
export function pendingEarlyCall(now: number = Date.now()): EarlyCall | undefined {
  const call = window.__earlyCall;
  if (call?.settledAt !== undefined && now - call.settledAt > EARLY_ANSWER_TTL_MS) {
    window.__earlyCall = undefined;
    return undefined;
  }
  return call;
}

/** Takes the early call for its one use: true for the first caller only. */
export function claimEarlyCall(call: EarlyCall): boolean {
  if (window.__earlyCall !== call) return false;
  window.__earlyCall = undefined;
  return true;
}
