// The shell and ad links put session values in the page address; this reads them as a flat map.

export type PageQuery = Record<string, string>;

/**
 * Parses a query string ('?a=1&b=2' or 'a=1&b=2') into key/value pairs. Values are decoded
 * with decodeURIComponent, and '+' is kept as a literal plus rather than a space, because the
 * shell appends session tokens (which may be base64) without form-encoding them. A broken
 * %-escape is kept as written. The last value of a repeated key wins. When only one of
 * product_id / productId is present the other is filled with the same value.
 *
 * @example parsePageQuery('?productId=7&x=%20y') // { productId: '7', product_id: '7', x: ' y' }
 */
export function parsePageQuery(search: string): PageQuery {
  const hashAt = search.indexOf('#');
  const text = (hashAt === -1 ? search : search.slice(0, hashAt)).replace(/^\?/, '');
  const query: PageQuery = {};
  for (const part of text.split('&')) {
    if (part === '') continue;
    const separator = part.indexOf('=');
    const key = safeDecode(separator === -1 ? part : part.slice(0, separator));
    if (key === '') continue;
    query[key] = separator === -1 ? '' : safeDecode(part.slice(separator + 1));
  }
  return mirrorProductId(query);
}

/** The order a page address is about: its `productId` and `orderId`. */
export interface PageOrder {
  productId: string;
  orderId: string;
}

/**
 * The order the page address names, or undefined when either id is missing (the screens then show
 * their incomplete-link message and ask nothing).
 * @example pageOrder({ productId: 'P1', orderId: 'O1' }) // { productId: 'P1', orderId: 'O1' }
 */
export function pageOrder(query: PageQuery): PageOrder | undefined {
  const productId = query.productId ?? '';
  const orderId = query.orderId ?? '';
  return productId !== '' && orderId !== '' ? { productId, orderId } : undefined;
}

/**
 * Parses the query inside a hash route, as used by the promotion pages.
 *
 * @example parseHashQuery('#/register?app_from=x') // { app_from: 'x' }
 */
export function parseHashQuery(hash: string): PageQuery {
  const questionAt = hash.indexOf('?');
  return questionAt === -1 ? {} : parsePageQuery(hash.slice(questionAt + 1));
}

/**
 * The page address's query: window.location.search, plus the query of a hash route (the promotion
 * entry's links carry theirs after `#/register?`), which wins where both name a value.
 */
export function readPageQuery(): PageQuery {
  if (typeof window === 'undefined') return {};
  return { ...parsePageQuery(window.location.search), ...parseHashQuery(window.location.hash) };
}

/** Parses the query of the hash route in window.location.hash. */
export function readHashQuery(): PageQuery {
  return typeof window === 'undefined' ? {} : parseHashQuery(window.location.hash);
}

function mirrorProductId(query: PageQuery): PageQuery {
  const snake = query.product_id;
  const camel = query.productId;
  if (snake !== undefined && camel === undefined) query.productId = snake;
  if (camel !== undefined && snake === undefined) query.product_id = camel;
  return query;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
