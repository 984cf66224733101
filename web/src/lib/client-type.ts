/** The platform the server's tracking and variant-2 calls name: `ios` or `android`. */
export type ClientType = 'ios' | 'android';

/**
 * `ios` on iPhone, iPad and iPod user agents, else `android` (DESIGN §10: the visitors are phones).
 * @example clientTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)') // 'ios'
 */
export function clientTypeOf(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): ClientType {
  return /iPhone|iPad|iPod/.test(userAgent) ? 'ios' : 'android';
}
