import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { applyStylesheets, contrastRatio, px, TAP_TARGET } from '../../test/stylesheets';
import { StarRating } from './star-rating';

function pressedStates(): boolean[] {
  return screen.getAllByRole('button').map((button) => button.getAttribute('aria-pressed') === 'true');
}

function Controlled({ initial = 0, onChange }: { initial?: number; onChange?: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarRating
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('StarRating', () => {
  it('renders five labelled star buttons in a named group', () => {
    render(<StarRating value={0} onChange={() => {}} />);
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('Rating');
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(pressedStates()).toEqual([false, false, false, false, false]);
  });

  it('highlights every star up to the value', () => {
    render(<StarRating value={3} onChange={() => {}} />);
    expect(pressedStates()).toEqual([true, true, true, false, false]);
    const onClasses = screen.getAllByRole('button').map((button) => button.classList.contains('ui-star--on'));
    expect(onClasses).toEqual([true, true, true, false, false]);
  });

  it('reports the chosen star and highlights up to it when controlled', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '4 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(pressedStates()).toEqual([true, true, true, true, false]);
    fireEvent.click(screen.getByRole('button', { name: '1 star' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(pressedStates()).toEqual([true, false, false, false, false]);
  });

  it('does not change on its own: the value prop decides', () => {
    const onChange = vi.fn();
    render(<StarRating value={2} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '5 stars' }));
    expect(onChange).toHaveBeenCalledWith(5);
    expect(pressedStates()).toEqual([true, true, false, false, false]);
  });

  it('reports the same star again when it is chosen twice', () => {
    const onChange = vi.fn();
    render(<Controlled initial={5} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '5 stars' }));
    expect(onChange).toHaveBeenCalledWith(5);
    expect(pressedStates()).toEqual([true, true, true, true, true]);
  });

  it.each([
    [-1, [false, false, false, false, false]],
    [9, [true, true, true, true, true]],
    [2.7, [true, true, false, false, false]],
    [Number.NaN, [false, false, false, false, false]],
  ])('clamps the value %s', (value, expected) => {
    render(<StarRating value={value} onChange={() => {}} />);
    expect(pressedStates()).toEqual(expected);
  });

  it('ignores taps while disabled', () => {
    const onChange = vi.fn();
    render(<StarRating value={0} onChange={onChange} disabled label="Please rate this service" />);
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('Please rate this service');
    fireEvent.click(screen.getByRole('button', { name: '3 stars' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('StarRating: what a borrower sees', () => {
  applyStylesheets('web/src/ui/rating/star-rating.css');

  it('draws an unselected star at 3:1 or more on a white card and on the grey page', () => {
    render(<StarRating value={2} onChange={() => {}} />);
    const stars = screen.getAllByRole('button');
    const off = stars.filter((star) => star.getAttribute('aria-pressed') === 'false');
    expect(off).toHaveLength(3);
    const root = getComputedStyle(document.documentElement);
    for (const star of off) {
      // The SVG's fill is currentColor: the button's colour is the star's.
      const colour = getComputedStyle(star).color;
      expect(contrastRatio(colour, root.getPropertyValue('--surface'))).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(colour, root.getPropertyValue('--bg'))).toBeGreaterThanOrEqual(3);
    }
  });

  it('makes every star a 44 × 44 target', () => {
    render(<StarRating value={0} onChange={() => {}} />);
    for (const star of screen.getAllByRole('button')) {
      expect(px(getComputedStyle(star).minWidth)).toBeGreaterThanOrEqual(TAP_TARGET);
      expect(px(getComputedStyle(star).minHeight)).toBeGreaterThanOrEqual(TAP_TARGET);
    }
  });
});
