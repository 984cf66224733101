import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces a hidden default label', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading');
    expect(status.querySelector('.ui-visually-hidden')?.textContent).toBe('Loading');
    expect(status.querySelector('.ui-spinner')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('can show its label', () => {
    render(<Spinner label="Loading orders" showLabel />);
    expect(screen.getByRole('status').querySelector('.ui-spinner-label')?.textContent).toBe('Loading orders');
  });

  it('sizes the ring from the size prop', () => {
    render(<Spinner size={48} />);
    const ring = screen.getByRole('status').querySelector<HTMLElement>('.ui-spinner');
    expect(ring?.style.width).toBe('48px');
    expect(ring?.style.height).toBe('48px');
    expect(ring?.style.borderWidth).toBe('5px');
  });

  it('keeps a visible border on tiny sizes and adds a custom class', () => {
    render(<Spinner size={8} className="in-button" />);
    const status = screen.getByRole('status');
    expect(status.className).toBe('ui-spinner-wrap in-button');
    expect(status.querySelector<HTMLElement>('.ui-spinner')?.style.borderWidth).toBe('2px');
  });
});
