// The wire protocol between the H5 app and the iOS shell. The spec leaves action values and
// payloads open; this file fixes them, and docs/bridge.md is the human-readable copy of it.
// bridge-sim imports from here too, so both sides can never disagree on a name.

/**
 * Every message the app can post to the shell, in spec order. Each name is also the name of the
 * `WKScriptMessageHandler` the shell registers (`window.webkit.messageHandlers[name]`).
 *
 * @example BRIDGE_ACTIONS.includes('goHome') // true
 */
export const BRIDGE_ACTIONS = [
  'openPage',
  'closeWebView',
  'openPageWithArray',
  'goHome',
  'goMine',
  'backToLogin',
  'callPhone',
  'goRating',
  'burialPoint',
  'startBank',
  'endBank',
] as const;

/** One native action name, e.g. `'openPage'`. */
export type BridgeAction = (typeof BRIDGE_ACTIONS)[number];

/** The payload of actions that carry no data; the shell receives `{}`. */
export type EmptyPayload = Record<string, never>;

/** Open a page. */
export interface OpenPagePayload {
  /**
   * An app deep link (`cashloan://…`, see `productDetailLink`) for a native screen, or an
   * http(s) URL the shell opens in a new web view.
   */
  url: string;
  /** Navigation bar title of the opened page; the shell's default when absent. */
  title?: string;
}

/** Call a telephone number. */
export interface CallPhonePayload {
  /** The number as shown to the user, e.g. `'09171234567'`; the shell dials it. */
  phone: string;
}

/** Record an analytics ("burial") point. */
export interface BurialPointPayload {
  /** Event name, e.g. `'borrow_again_click'`. */
  event: string;
  /** Flat string parameters, e.g. `{ moduleId: '30', productId: '12' }`. */
  params?: Record<string, string>;
}

/** Start or end the native bank-card capture flow. */
export interface BankFlowPayload {
  /** The screen that started the flow, e.g. `'loanDetail'`. */
  source?: string;
}

/**
 * The payload type of each action. `sendToNative` uses it so a payload always matches its action.
 *
 * | action | payload |
 * |---|---|
 * | openPage | `{ url, title? }` |
 * | openPageWithArray | `[{ url, title? }, …]` (opened in order; the last is on top) |
 * | callPhone | `{ phone }` |
 * | burialPoint | `{ event, params? }` |
 * | startBank, endBank | `{ source? }` |
 * | closeWebView, goHome, goMine, backToLogin, goRating | `{}` |
 */
export interface BridgePayloads {
  openPage: OpenPagePayload;
  closeWebView: EmptyPayload;
  openPageWithArray: OpenPagePayload[];
  goHome: EmptyPayload;
  goMine: EmptyPayload;
  backToLogin: EmptyPayload;
  callPhone: CallPhonePayload;
  goRating: EmptyPayload;
  burialPoint: BurialPointPayload;
  startBank: BankFlowPayload;
  endBank: BankFlowPayload;
}

/**
 * Tells whether a string is one of the native action names.
 *
 * @example isBridgeAction('goHome') // true
 * @example isBridgeAction('goAway') // false
 */
export function isBridgeAction(name: string): name is BridgeAction {
  return (BRIDGE_ACTIONS as readonly string[]).includes(name);
}

/**
 * Every event the shell can send to the page through `window.__nativeEvent(name, payload)`:
 * - `back`: the iOS back gesture or navigation-bar back button. The page decides what it means
 *   (a retention popup, a route back, `closeWebView`). The entry returns `false` when no page
 *   handler listened, so the shell can apply its own default.
 * - `resume`: the web view is visible again (the app returned to the foreground, or a native page
 *   opened with `openPage` was closed). Pages refresh data that may have changed meanwhile.
 *
 * @example NATIVE_EVENTS.includes('back') // true
 */
export const NATIVE_EVENTS = ['back', 'resume'] as const;

/** One native-to-web event name. */
export type NativeEventName = (typeof NATIVE_EVENTS)[number];

/**
 * What a native event carries. No fields are defined yet; the shell may add some, so handlers
 * read what they know and ignore the rest. A JSON string from the shell arrives parsed.
 */
export type NativeEventPayload = Readonly<Record<string, unknown>>;

/** The payload type of each native event. */
export interface NativeEventPayloads {
  back: NativeEventPayload;
  resume: NativeEventPayload;
}

/**
 * The name of the one global function the shell calls with `evaluateJavaScript`, e.g.
 * `window.__nativeEvent('back')`.
 */
export const NATIVE_EVENT_ENTRY = '__nativeEvent';

/**
 * Tells whether a string is one of the native event names.
 *
 * @example isNativeEventName('back') // true
 */
export function isNativeEventName(name: string): name is NativeEventName {
  return (NATIVE_EVENTS as readonly string[]).includes(name);
}
