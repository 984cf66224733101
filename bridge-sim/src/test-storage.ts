import type { LogStorage } from './core';

/** An in-memory stand-in for sessionStorage, for tests. */
export function memoryStorage(
  initial: Record<string, string> = {},
): LogStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}
