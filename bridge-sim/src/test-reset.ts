/** Removes everything bridge-sim and the bridge put on the page, for tests. */
export function resetPage(): void {
  delete window.__bridgeSim;
  delete window.__bridgeLog;
  delete window.webkit;
  delete window.__nativeEvent;
  Reflect.deleteProperty(window, '__timeline');
  document.body.replaceChildren();
  window.sessionStorage.clear();
}
