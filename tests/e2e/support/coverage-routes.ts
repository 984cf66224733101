/** Which route of the app a page address is (pure: the fixture and the reporter both use it). */
import { API_PREFIXES } from '../../../fake-server/src/api/envelope.ts';

/** Paths the app's origin hands to the fake server (web/vite.config.ts proxies them): its pages. */
const FAKE_PREFIXES = [...API_PREFIXES, '/__fake'];

/**
 * The route an address of the app shows: its pathname, or for the promotion page its hash route
 * (`/promotion.html#/register`, query left out); undefined for the fake server's pages (at its
 * own origin or proxied under the app's) and about:blank.
 * @example routeOfUrl('http://127.0.0.1:4174/repay?orderId=1', 'http://127.0.0.1:4174') // '/repay'
 */
export function routeOfUrl(url: string, appOrigin: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const { origin, pathname, hash } = new URL(url);
  if (origin !== appOrigin) return undefined;
  if (FAKE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))
    return undefined;
  if (!/^\/promotion(\.html)?$/.test(pathname)) return pathname;
  return `/promotion.html#${hash.slice(1).split('?')[0] ?? ''}`;
}

/**
 * The universe key of a visited route: the table's own spelling (React Router matches paths
 * case-insensitively, with or without a trailing slash); an unknown app path is the not-found
 * route `*`; an unknown promotion hash is undefined (that router redirects it to the register page).
 * @example routeKey('/loandetail/', ['/loanDetail', '*']) // '/loanDetail'
 */
export function routeKey(visited: string, routes: readonly string[]): string | undefined {
  const normal = (route: string) => (route.length > 1 ? route.replace(/\/$/, '') : route).toLowerCase();
  const found = routes.find((route) => normal(route) === normal(visited));
  if (found !== undefined) return found;
  if (visited.startsWith('/promotion.html#')) return undefined;
  return routes.includes('*') ? '*' : undefined;
}
