/**
 * A page path as the router matches it: case-insensitive, a trailing slash ignored. One rule for
 * the route table's preload, the HTML's early script and its map of route chunks, so all three
 * pick the screen the router will render.
 * @example routeKey('/LoanDetail/') // '/loandetail'
 */
export function routeKey(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}
