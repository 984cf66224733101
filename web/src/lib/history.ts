/**
 * Whether the app has an earlier page of its own to go back to. React Router keeps the position
 * in its history stack as `idx` in history.state; 0 is the page the web view opened with.
 */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/**
 * A value kept on the current history entry beside react-router's own fields, or undefined. It
 * comes back with the entry on back, forward and reload (a choice made on a page survives them).
 * @example const tab = rememberedOnEntry('complaintTab');
 */
export function rememberedOnEntry(key: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !(key in state)) return undefined;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Keeps `value` under `key` on the current history entry. Written straight to history.state
 * (react-router's `usr`, `key` and `idx` kept) rather than through a navigation, which would
 * re-render the route and touch the order trail in `usr`. Call it on a borrower's choice, never
 * while leaving a page: by then history.state may already be the next entry's.
 * @example rememberOnEntry('complaintTab', '1');
 */
export function rememberOnEntry(key: string, value: string): void {
  if (typeof window === 'undefined') return;
  const state: unknown = window.history.state;
  const current = typeof state === 'object' && state !== null ? state : {};
  window.history.replaceState({ ...current, [key]: value }, '');
}
