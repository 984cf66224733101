// The bank form, opened from an order page, goes back to it after binding (spec §2). Going back in
// history cannot carry a result, so the form leaves a session flag for that order, and the order
// page takes it (once) to say the account was saved.
import { ACCOUNT_BOUND_KEY_PREFIX } from '../config/storage-keys.ts';
import { clearSessionFlag, getSessionFlag, setSessionFlag } from './session-flags.ts';

/** Records that the bank form bound an account for this order's page. */
export function noteAccountBound(orderId: string): void {
  setSessionFlag(ACCOUNT_BOUND_KEY_PREFIX + orderId);
}

/**
 * Whether an account was bound from this order's page since it was last shown; clears the note, so
 * the result is said once.
 * @example if (takeAccountBound('ORD170B')) showNotice();
 */
export function takeAccountBound(orderId: string): boolean {
  const key = ACCOUNT_BOUND_KEY_PREFIX + orderId;
  const bound = getSessionFlag(key);
  if (bound) clearSessionFlag(key);
  return bound;
}
