import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreenSkeleton } from './screen-skeleton.tsx';

describe('ScreenSkeleton', () => {
  it('is a busy status named by what is loading; its blocks are hidden from screen readers', () => {
    render(<ScreenSkeleton label="Loading order" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading order');
    const blocks = status.querySelector('[aria-hidden="true"]');
    expect(blocks?.querySelectorAll('.ui-skeleton__bar').length).toBeGreaterThan(0);
  });

  it("draws the screen's shape: a hero, a product and rows for details", () => {
    render(<ScreenSkeleton label="Loading loan" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('data-shape')).toBe('detail');
    expect(status.querySelectorAll('.ui-skeleton__card--hero')).toHaveLength(1);
    expect(status.querySelectorAll('.ui-skeleton__row')).toHaveLength(4);
  });

  it('draws cards for a list and fields for a form', () => {
    const { rerender } = render(<ScreenSkeleton label="Loading complaints" shape="list" />);
    expect(screen.getByRole('status').querySelectorAll('.ui-skeleton__product')).toHaveLength(3);
    rerender(<ScreenSkeleton label="Loading form" shape="form" />);
    expect(screen.getByRole('status').querySelectorAll('.ui-skeleton__field')).toHaveLength(3);
    expect(screen.getByRole('status').querySelectorAll('.ui-skeleton__card--hero')).toHaveLength(0);
  });
});
