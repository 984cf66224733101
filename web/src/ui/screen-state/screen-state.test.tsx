import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenError, ScreenLoading } from './screen-state.tsx';

describe('screen states', () => {
  it('shows a labelled loading indicator', () => {
    render(<ScreenLoading label="Loading order" />);
    expect(screen.getByText('Loading order')).toBeTruthy();
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
