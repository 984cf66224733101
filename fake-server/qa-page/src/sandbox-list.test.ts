import { describe, expect, it, vi } from 'vitest';
import { sandboxLines } from './sandbox-list.ts';

const now = Date.parse('2026-03-10T09:10:00Z');
const known = [
  { sandboxId: 'qa-ana', lastUsedAt: '2026-03-10T09:08:00Z' },
  { sandboxId: 'default', lastUsedAt: null },
];

describe('the sandbox list', () => {
  it('names each sandbox with its last use and marks the one shown', () => {
    const lines = sandboxLines(known, 'qa-ana', now, () => {});
    expect(lines.map((line) => line.querySelector('button')?.getAttribute('aria-label'))).toEqual([
      'qa-ana, 2 min ago',
      'default, never called',
    ]);
    expect(lines[0]?.querySelector('button')?.getAttribute('aria-current')).toBe('true');
    expect(lines[1]?.querySelector('button')?.hasAttribute('aria-current')).toBe(false);
  });

  it('lists the shown sandbox before its first call, and a tap opens the sandbox tapped', () => {
    const open = vi.fn();
    const lines = sandboxLines(known, 'brand-new', now, open);
    expect(lines.map((line) => line.dataset.sandboxId)).toEqual(['brand-new', 'qa-ana', 'default']);
    lines[1]?.querySelector('button')?.click();
    expect(open).toHaveBeenCalledWith('qa-ana');
  });
});
