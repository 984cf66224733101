import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyStylesheets, px, TAP_TARGET } from '../../test/stylesheets';

describe('ui-text-link (layout.css)', () => {
  applyStylesheets('web/src/ui/layout/layout.css');

  it('is a 44 × 44 target even for a one-word action like "All"', () => {
    render(
      <button type="button" className="ui-text-link">
        All
      </button>,
    );
    const style = getComputedStyle(screen.getByRole('button', { name: 'All' }));
    expect(px(style.minWidth)).toBeGreaterThanOrEqual(TAP_TARGET);
    expect(px(style.minHeight)).toBeGreaterThanOrEqual(TAP_TARGET);
  });
});
