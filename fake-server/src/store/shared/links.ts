import { DEFAULT_SANDBOX } from '../sandbox.ts';

/**
 * A query string spelled as the app reads it. The app takes '+' in its address as a literal plus
 * (the shell's session tokens are base64: web/src/lib/page-query.ts), so a space is '%20', not
 * URLSearchParams' '+': a sandbox named 'qa anna' would otherwise open as 'qa+anna'.
 * @example appQuery({ sessionId: 'qa anna', note: 'a+b' }) // 'sessionId=qa%20anna&note=a%2Bb'
 */
export function appQuery(params: Record<string, string> | URLSearchParams): string {
  return new URLSearchParams(params).toString().replaceAll('+', '%20');
}

/**
 * A link the app opens as a web page. Seeded links are fake-server paths ('/__fake/pages/…'); the
 * app only treats a link starting with http as a page, so paths become absolute on the caller's
 * origin. Anything else (a QA-entered URL, an empty string) is answered as stored.
 */
export function absoluteLink(origin: string, link: string, sandboxId?: string): string {
  if (!link.startsWith('/')) return link;
  // The fake pages act on an order, so they need to know its sandbox.
  const needsSandbox =
    sandboxId !== undefined && sandboxId !== DEFAULT_SANDBOX && link.startsWith('/__fake/pages/');
  const separator = link.includes('?') ? '&' : '?';
  return needsSandbox
    ? `${origin}${link}${separator}${appQuery({ sessionId: sandboxId })}`
    : `${origin}${link}`;
}

/** The app deep link of a product's native detail screen (web/src/bridge/deep-link.ts). */
export function productDeepLink(productId: string): string {
  return `cashloan://product/detail?${appQuery({ productId })}`;
}

/** The app's order page of an order, relative (the app appends from=confirm after a push). */
export function loanDetailPath(productId: string, orderId: string): string {
  return `/loanDetail?${appQuery({ productId, orderId })}`;
}
