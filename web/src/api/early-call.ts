// The screen's first API call, sent by the page's inline script while main.js still downloads
// (no waterfall on the first screen), and kept on `window` for the app's clients to take as the answer of
// that very call (early-handover.ts). No axios here: this module is bundled into the HTML.
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { REPAY_INFO_KEY } from '../config/storage-keys.ts';
import { type PageQuery, parsePageQuery } from '../lib/page-query.ts';
import { routeKey } from '../lib/route-key.ts';
import { isPayableAmount } from '../lib/validators.ts';
import { COMMON_HEADERS, callValues, clientKindFor, FORM_CONTENT_TYPE } from './call-shape.ts';
import { variantTwoParams } from './variant-two-params.ts';

/** The Accept header axios puts on every call (its `defaults.headers.common.Accept`). */
const AXIOS_ACCEPT = 'application/json, text/plain, */*';

/** How long an early answer that has arrived stays usable: long enough for main.js to ask for it. */
export const EARLY_ANSWER_TTL_MS = 10_000;

/** One value of a call's form body or own query params. */
export type CallField =
  /**
   * The page query's value of that name (as the screen reads it, parsePageQuery): without it the
   * screen asks nothing (it shows its incomplete-link message), unless `optional`, when the call
   * leaves it out. `trim`: the screen trims it first.
   */
  | { name: string; optional?: true; trim?: true }
  /** A value the screen takes from elsewhere (a constant, kept values); left out when undefined. */
  | { name: string; value: () => string | undefined };

/**
 * A screen's first call as its generated request function makes it, for the values of this page
 * address. early-call.test.ts sends each described call through the app's own client and checks
 * that the two requests agree byte for byte.
 */
export interface FirstCall {
  method: 'GET' | 'POST';
  /** The API path, as the generated call names it. */
  path: string;
  /** The form body, in the generated call's order (POST only); none: the call sends no data. */
  body?: readonly CallField[];
  /** The call's own query params, in its order; the client puts the session params before them. */
  params?: readonly CallField[];
  /** What else the screen needs before it asks (the call is sent only when this holds). */
  when?: (query: PageQuery) => boolean;
}

/** loan-details, loan-play-detail and pettypy: a form POST of the order (`useOrderQuery`). */
const orderPost = (path: string): FirstCall => ({
  method: 'POST',
  path,
  body: [{ name: 'productId' }, { name: 'orderId' }],
});
const LOAN_DETAILS = orderPost('/v3/loan-details/loan-details');
const LOAN_PLAY_DETAIL = orderPost('/v3/installment/loan-play-detail');
const PETTYPY = orderPost('/opponents/pettypy');

/** loan-detail-confirm of the product (`ConfirmV3`); its agreement list (a GET) comes second. */
const LOAN_DETAIL_CONFIRM: FirstCall = {
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-confirm',
  body: [{ name: 'productId' }],
};

/**
 * The contract page asks only when the tab keeps no repayment answer (sessionStorage `repayInfo`,
 * DESIGN §10, written by the repayment pages): with one, it may show that and ask nothing. Any kept
 * value sends nothing early, even one the page would ignore (another order, an old shape).
 */
function keepsNoRepayAnswer(): boolean {
  try {
    return sessionStorage.getItem(REPAY_INFO_KEY) === null;
  } catch {
    return false;
  }
}

/**
 * Per screen (its path as routeKey writes it), the first call its route module makes when it
 * mounts, when the page address (and the tab's kept session values) decide it; the first entry whose
 * values and `when` hold. Screens whose first call depends on anything else are not here: they ask
 * after main.js as before (docs/contract.md, "Shared request rules").
 */
const FIRST_CALLS: Readonly<Record<string, readonly FirstCall[]>> = {
  [routeKey(paths.loanDetail)]: [LOAN_DETAILS],
  [routeKey(paths.order)]: [LOAN_DETAILS],
  [routeKey(paths.repay)]: [LOAN_PLAY_DETAIL],
  [routeKey(paths.repayDelay)]: [PETTYPY],
  [routeKey(paths.repaymentOfCode2)]: [
    { ...LOAN_PLAY_DETAIL, when: (query) => query.isDelay !== '1' && keepsNoRepayAnswer() },
    { ...PETTYPY, when: (query) => query.isDelay === '1' && keepsNoRepayAnswer() },
  ],
  [routeKey(paths.confirm)]: [LOAN_DETAIL_CONFIRM],
  [routeKey(paths.confirmOfPeriod)]: [LOAN_DETAIL_CONFIRM],
  [routeKey(paths.confirmNew)]: [
    {
      method: 'POST',
      path: '/gopia/goya/satire',
      body: [{ name: 'productId' }],
      // The screen's own variant-2 params: appName when the tab has one, then clientType.
      params: [
        { name: 'appName', value: () => variantTwoParams().appName },
        { name: 'clientType', value: () => variantTwoParams().clientType },
      ],
    },
  ],
  [routeKey(paths.complaint)]: [
    // The page's orderId preselects that order; without one the call has an empty body.
    {
      method: 'POST',
      path: '/spoken/user-problem/problem-init',
      body: [{ name: 'orderId', optional: true }],
    },
  ],
  [routeKey(paths.complaintList)]: [{ method: 'POST', path: '/spoken/user-problem/problem-list' }],
  [routeKey(paths.complainDetails)]: [
    {
      method: 'POST',
      path: '/spoken/user-problem/problem-detail',
      body: [{ name: 'problemId', trim: true }],
    },
  ],
  [routeKey(paths.customerService)]: [
    // spec §7: contact-kf-info's `type` is always 1.
    {
      method: 'POST',
      path: '/spoken/personal-center/contact-kf-info',
      body: [{ name: 'type', value: () => '1' }],
    },
  ],
  // The bank form reads product_id (parsePageQuery mirrors productId into it).
  [routeKey(paths.bindBank)]: [{ method: 'POST', path: '/spoken/card-init', body: [{ name: 'product_id' }] }],
  [routeKey(paths.error)]: [{ method: 'POST', path: '/service/new/union-error-info' }],
  [routeKey(paths.legacyRepay)]: [
    {
      method: 'POST',
      path: '/spoken/loan/repayment-way',
      // useOrderQuery's order, though the call does not send it, and a payable amount.
      when: (query) => Boolean(query.productId && query.orderId) && isPayableAmount(query.amount ?? ''),
    },
  ],
};

/** The screens whose first call the page sends itself (for tests). */
export function screensWithEarlyCall(): string[] {
  return Object.keys(FIRST_CALLS);
}

/** A request as it goes on the wire (what the app's axios client would send for the same call). */
export interface EarlyRequest {
  method: 'GET' | 'POST';
  /** The API path, without base or query, as the generated call names it. */
  path: string;
  url: string;
  headers: Record<string, string>;
  /** The form-encoded body; undefined when the call sends no data (every GET). */
  body?: string;
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
 * The fields' values in order, as the generated call adds them; undefined when a required page
 * value is missing (the screen then asks nothing).
 */
function fieldValues(fields: readonly CallField[], query: PageQuery): [string, string][] | undefined {
  const values: [string, string][] = [];
  for (const field of fields) {
    if ('value' in field) {
      const value = field.value();
      if (value !== undefined) values.push([field.name, value]);
      continue;
    }
    const raw = query[field.name] ?? '';
    const value = field.trim ? raw.trim() : raw;
    if (value !== '') values.push([field.name, value]);
    else if (!field.optional) return undefined;
  }
  return values;
}

/**
 * The request the app's client sends for this described call on a page with this query, now:
 * undefined when the screen would not make it.
 */
export function describedRequest(
  call: FirstCall,
  query: PageQuery,
  apiBase: string = env.VITE_API_BASE_URL,
): EarlyRequest | undefined {
  if (call.when && !call.when(query)) return undefined;
  const body = call.body && fieldValues(call.body, query);
  const own = fieldValues(call.params ?? [], query);
  if ((call.body && !body) || !own) return undefined;
  const { session, headers } = callValues(clientKindFor(call.path));
  // As the client merges them: session params first, the call's own last (an own value wins).
  const params = { ...session, ...Object.fromEntries(own) };
  const search = Object.entries(params)
    .map(([name, value]) => `${encodeQueryPart(name)}=${encodeQueryPart(value)}`)
    .join('&');
  // A call with no data has no Content-Type: axios's XHR adapter drops the one it put on a POST.
  const type: Record<string, string> = body ? { 'Content-Type': FORM_CONTENT_TYPE } : {};
  return {
    method: call.method,
    path: call.path,
    url: `${apiBase}${call.path}${search ? `?${search}` : ''}`,
    headers: { Accept: AXIOS_ACCEPT, ...type, ...COMMON_HEADERS, ...headers },
    body: body && new URLSearchParams(body).toString(),
  };
}

/**
 * The first call of the screen at this address, as the app's client would send it now; undefined
 * when the screen has none or would ask nothing (an incomplete link shows its message instead).
 */
export function earlyRequestFor(
  location: Pick<Location, 'pathname' | 'search'>,
  apiBase: string = env.VITE_API_BASE_URL,
): EarlyRequest | undefined {
  const calls = FIRST_CALLS[routeKey(location.pathname)];
  if (calls === undefined) return undefined;
  // axios adds an X-XSRF-TOKEN header when this cookie exists: leave such a page to the app.
  if (/(?:^|;\s*)XSRF-TOKEN=/.test(document.cookie)) return undefined;
  const query = parsePageQuery(location.search);
  for (const call of calls) {
    const request = describedRequest(call, query, apiBase);
    if (request) return request;
  }
  return undefined;
}

/** Sends the screen's first call now, if it has one, and keeps it for the app. */
export function startEarlyCall(request = earlyRequestFor(window.location)): void {
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
