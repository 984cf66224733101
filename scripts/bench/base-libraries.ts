/**
 * The libraries DESIGN §9 counts as the app's base: the order page's budget includes them
 * (≈ 112 KB gzip), and "every other route is its own chunk ≤ 30 KB" on top of them. A chunk made
 * of them (the axios + Query chunk every data screen shares) is base, not a route's own code.
 */
export const BASE_LIBRARIES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'axios',
] as const;

/** A chunk is base when at least this share of its bytes comes from the base libraries. */
export const BASE_SHARE = 0.8;

/**
 * Whether a chunk, by its contents (origin → bytes), is base-library code.
 * @example isBaseLibraryChunk([['axios', 20915], ['@tanstack/query-core', 2263], ['web/src/api', 720]]) // true
 */
export function isBaseLibraryChunk(contents: readonly (readonly [origin: string, bytes: number])[]): boolean {
  const total = contents.reduce((sum, [, bytes]) => sum + bytes, 0);
  if (total === 0) return false;
  const base = contents
    .filter(([origin]) => (BASE_LIBRARIES as readonly string[]).includes(origin))
    .reduce((sum, [, bytes]) => sum + bytes, 0);
  return base / total >= BASE_SHARE;
}
