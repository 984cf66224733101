/**
 * Whether the app has an earlier page of its own to go back to. React Router keeps the position
 * in its history stack as `idx` in history.state; 0 is the page the web view opened with.
 */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}
