/**
 * Sets the browser tab / webview title; the iOS shell shows document.title in its nav bar.
 *
 * @example setPageTitle('Payment account information')
 */
export function setPageTitle(title: string): void {
  if (typeof document === 'undefined') return;
  document.title = title;
}
