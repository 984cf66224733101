import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckCircleIcon } from './check-circle-icon.tsx';

describe('CheckCircleIcon', () => {
  it('is hidden from assistive technology, at the size and colour asked', () => {
    const { container } = render(<CheckCircleIcon size={48} fill="var(--success)" className="done" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('48');
    expect(svg?.getAttribute('class')).toBe('done');
    expect(svg?.querySelector('circle')?.getAttribute('fill')).toBe('var(--success)');
  });
});
