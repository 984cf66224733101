import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card.tsx';

describe('ProductCard', () => {
  it('shows the name, with the logo when there is one', () => {
    const { rerender } = render(<ProductCard name="KitaBridge" logo="/__fake/assets/p1001.svg" />);
    const region = screen.getByRole('region', { name: 'Product' });
    expect(region.textContent).toBe('KitaBridge');
    expect(region.querySelector('img')?.getAttribute('src')).toBe('/__fake/assets/p1001.svg');
    rerender(<ProductCard name="KitaBridge" logo="" />);
    expect(screen.getByRole('region', { name: 'Product' }).querySelector('img')).toBeNull();
  });
});
