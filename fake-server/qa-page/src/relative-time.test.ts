import { describe, expect, it } from 'vitest';
import { sinceText } from './relative-time.ts';

const at = '2026-01-01T10:00:00.000Z';
const later = (ms: number) => Date.parse(at) + ms;

describe('sinceText', () => {
  it('says how long ago a sandbox was used, to the minute, hour or day', () => {
    expect(sinceText(at, later(20_000))).toBe('just now');
    expect(sinceText(at, later(150_000))).toBe('2 min ago');
    expect(sinceText(at, later(3 * 3_600_000 + 5))).toBe('3 h ago');
    expect(sinceText(at, later(86_400_000))).toBe('1 day ago');
    expect(sinceText(at, later(9 * 86_400_000))).toBe('9 days ago');
  });

  it('says a sandbox without calls was never called, and a time ahead of this one is now', () => {
    expect(sinceText(null, later(0))).toBe('never called');
    expect(sinceText(at, later(-60_000))).toBe('just now');
  });
});
