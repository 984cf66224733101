/** A stable 32-bit FNV-1a hash of a text: the same input gives the same number on every run. */
export function stableHash(text: string): number {
  let hash = 2166136261;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
