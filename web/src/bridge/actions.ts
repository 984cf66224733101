// One small function per native action, so call sites read like the spec:
// `closeWebView()`, `callPhone(service.phone)`. Each returns what sendToNative returns.
import type { BankFlowPayload, OpenPagePayload } from '../../../bridge-protocol/protocol';
import { sendToNative } from './send-to-native';

/**
 * Opens a native screen (app deep link) or an http(s) page in a new web view.
 *
 * @example openPage(productDetailLink(12));
 * @example openPage('https://pay.example.com/h5', 'Repayment');
 */
export function openPage(url: string, title?: string): boolean {
  return sendToNative('openPage', title === undefined ? { url } : { url, title });
}

/**
 * Opens several pages in order; the last one ends on top.
 *
 * @example openPageWithArray([{ url: 'cashloan://home' }, { url: productDetailLink(12) }]);
 */
export function openPageWithArray(pages: OpenPagePayload[]): boolean {
  return sendToNative('openPageWithArray', pages);
}

/**
 * Closes this web view.
 *
 * @example closeWebView();
 */
export function closeWebView(): boolean {
  return sendToNative('closeWebView');
}

/**
 * Goes to the app's native home tab.
 *
 * @example goHome();
 */
export function goHome(): boolean {
  return sendToNative('goHome');
}

/**
 * Goes to the app's native "mine" (account) tab.
 *
 * @example goMine();
 */
export function goMine(): boolean {
  return sendToNative('goMine');
}

/**
 * Logs the user out and returns to the native login screen.
 *
 * @example backToLogin();
 */
export function backToLogin(): boolean {
  return sendToNative('backToLogin');
}

/**
 * Asks the shell to dial a number.
 *
 * @example callPhone('09171234567');
 */
export function callPhone(phone: string): boolean {
  return sendToNative('callPhone', { phone });
}

/**
 * Opens the native App Store rating prompt.
 *
 * @example goRating();
 */
export function goRating(): boolean {
  return sendToNative('goRating');
}

/**
 * Records an analytics ("burial") point through the shell.
 *
 * @example burialPoint('borrow_again_click', { moduleId: '30' });
 */
export function burialPoint(event: string, params?: Record<string, string>): boolean {
  return sendToNative('burialPoint', params === undefined ? { event } : { event, params });
}

/**
 * Starts the native bank-card capture flow.
 *
 * @example startBank({ source: 'loanDetail' });
 */
export function startBank(payload: BankFlowPayload = {}): boolean {
  return sendToNative('startBank', payload);
}

/**
 * Ends the native bank-card capture flow (after the card was bound).
 *
 * @example endBank({ source: 'loanDetail' });
 */
export function endBank(payload: BankFlowPayload = {}): boolean {
  return sendToNative('endBank', payload);
}
