import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenError, ScreenLoading } from './screen-state.tsx';

describe('screen states', () => {
  it('shows a busy skeleton named by what is loading', () => {
    render(<ScreenLoading label="Loading order" shape="list" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading order');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.getAttribute('data-shape')).toBe('list');
  });

  it('shows the message and retries on tap', () => {
    const onRetry = vi.fn();
    render(<ScreenError message="Network error" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Network error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no retry without a handler', () => {
    render(<ScreenError message="Order not found" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
