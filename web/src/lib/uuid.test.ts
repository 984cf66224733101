import { afterEach, describe, expect, it, vi } from 'vitest';
import { uuid } from './uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('uuid', () => {
  it('returns distinct version 4 ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => uuid()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(V4);
  });

  it('uses crypto.randomUUID when present', () => {
    const randomUUID = vi.fn(() => '11111111-1111-4111-8111-111111111111' as const);
    vi.stubGlobal('crypto', { randomUUID, getRandomValues: vi.fn() });
    expect(uuid()).toBe('11111111-1111-4111-8111-111111111111');
    expect(randomUUID).toHaveBeenCalledOnce();
  });

  it('falls back to getRandomValues and sets the version and variant bits', () => {
    const getRandomValues = vi.fn((array: Uint8Array) => {
      array.fill(0xff);
      return array;
    });
    vi.stubGlobal('crypto', { getRandomValues });
    expect(uuid()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(getRandomValues).toHaveBeenCalledOnce();
  });

  it('clears the version and variant bits it does not own', () => {
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => array.fill(0) });
    expect(uuid()).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('still produces a version 4 id without any crypto API', () => {
    vi.stubGlobal('crypto', undefined);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(uuid()).toBe('80808080-8080-4080-8080-808080808080');
  });
});
