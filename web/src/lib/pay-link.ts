import { isHttpLink } from './links.ts';

export type LinkTarget =
  | { readonly kind: 'app'; readonly path: string }
  | { readonly kind: 'web'; readonly url: string }
  | { readonly kind: 'refused' };

/**
 * Where a server-sent link may take the borrower (DESIGN §10, pay links): a path of this app
 * (`/…`, not `//host`) opens in the app, an http(s) URL opens in the page, anything else
 * (`javascript:`, an app scheme, an empty value) is refused.
 * @example linkTarget('/repaymentOfCode?type=1') // { kind: 'app', path: '/repaymentOfCode?type=1' }
 * @example linkTarget('https://pay.example.ph/x') // { kind: 'web', url: 'https://pay.example.ph/x' }
 * @example linkTarget('weixin://pay') // { kind: 'refused' }
 */
export function linkTarget(link: string): LinkTarget {
  const trimmed = link.trim();
  if (/^\/(?![/\\])\S*$/.test(trimmed)) return { kind: 'app', path: trimmed };
  if (isHttpLink(trimmed)) return { kind: 'web', url: trimmed };
  return { kind: 'refused' };
}
