import { describe, expect, it } from 'vitest';
import { isBaseLibraryChunk } from './base-libraries.ts';

describe('isBaseLibraryChunk', () => {
  it('counts the shared axios + Query chunk as base', () => {
    expect(
      isBaseLibraryChunk([
        ['axios', 20915],
        ['@tanstack/query-core', 2263],
        ['web/src/api', 720],
        ['@tanstack/react-query', 574],
      ]),
    ).toBe(true);
  });

  it("counts a screen's chunk, or a heavy library of its own, as the route's", () => {
    expect(
      isBaseLibraryChunk([
        ['web/src/features/repay', 1344],
        ['web/src/ui/bottom-sheet', 403],
      ]),
    ).toBe(false);
    expect(
      isBaseLibraryChunk([
        ['jsbarcode', 11300],
        ['web/src/features/repay', 100],
      ]),
    ).toBe(false);
    expect(
      isBaseLibraryChunk([
        ['axios', 500],
        ['web/src/features/repay', 500],
      ]),
    ).toBe(false);
    expect(isBaseLibraryChunk([])).toBe(false);
  });
});
