import { env } from '../config/env.ts';

// App deep links name native screens. Their scheme is the spec's "deep-link scheme prefix" of the
// environment config (VITE_DEEP_LINK_SCHEME, default cashloan).

/**
 * The scheme of every app deep link (`cashloan://…`).
 *
 * @example `${APP_LINK_SCHEME}://home` // 'cashloan://home'
 */
export const APP_LINK_SCHEME: string = env.VITE_DEEP_LINK_SCHEME;

/**
 * The deep link of a product's native detail screen, for `openPage` (Borrow Again).
 *
 * @throws Error when `productId` is empty.
 * @example productDetailLink(12) // 'cashloan://product/detail?productId=12'
 * @example openPage(productDetailLink(order.productId));
 */
export function productDetailLink(productId: string | number): string {
  const id = String(productId).trim();
  if (id === '') {
    throw new Error(
      'Failed to build the product detail link: productId is empty. Pass the product id of the order.',
    );
  }
  return `${APP_LINK_SCHEME}://product/detail?${new URLSearchParams({ productId: id })}`;
}

/**
 * Tells whether a URL is an app deep link (handled by a native screen) rather than a web page.
 *
 * @example isAppDeepLink('cashloan://product/detail?productId=1') // true
 * @example isAppDeepLink('https://example.com') // false
 */
export function isAppDeepLink(url: string): boolean {
  return url.trim().toLowerCase().startsWith(`${APP_LINK_SCHEME}://`);
}
