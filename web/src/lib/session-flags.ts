// Session flags (e.g. showBankTip) live in sessionStorage. Storage can be missing or throw
// (private mode, disabled storage in some webviews), so a flag set then is kept in memory for
// the life of the page rather than lost; a dialog suppressed once stays suppressed.

const FLAG_VALUE = '1';
const memoryFlags = new Set<string>();

/** True when the flag was set in this browser session. */
export function getSessionFlag(name: string): boolean {
  if (memoryFlags.has(name)) return true;
  try {
    return globalThis.sessionStorage?.getItem(name) === FLAG_VALUE;
  } catch {
    return false;
  }
}

/**
 * Sets a flag for the rest of the browser session.
 *
 * @example setSessionFlag('showBankTip')
 */
export function setSessionFlag(name: string): void {
  try {
    const storage = globalThis.sessionStorage;
    if (storage) {
      storage.setItem(name, FLAG_VALUE);
      return;
    }
  } catch {
    // Fall through to memory.
  }
  memoryFlags.add(name);
}

/** Clears a flag; used when a flow should show its one-time prompt again. */
export function clearSessionFlag(name: string): void {
  memoryFlags.delete(name);
  try {
    globalThis.sessionStorage?.removeItem(name);
  } catch {
    // Nothing else to clear.
  }
}
