import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay';
import { resetLoading, startLoading } from './loading-store';

afterEach(() => {
  act(() => resetLoading());
});

describe('LoadingOverlay', () => {
  it('renders nothing while idle', () => {
    const { container } = render(<LoadingOverlay />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the text with a progressbar role while a call is pending', () => {
    render(<LoadingOverlay />);
    let stop: () => void = () => {};
    act(() => {
      stop = startLoading('Submitting...');
    });
    const indicator = screen.getByRole('progressbar');
    expect(indicator.getAttribute('aria-busy')).toBe('true');
    expect(indicator.getAttribute('aria-label')).toBe('Submitting...');
    expect(indicator.textContent).toBe('Submitting...');
    expect(indicator.querySelector('.ui-spinner')).not.toBeNull();
    act(() => stop());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stays until the last pending call stops and shows the latest text', () => {
    render(<LoadingOverlay />);
    let stopA: () => void = () => {};
    let stopB: () => void = () => {};
    act(() => {
      stopA = startLoading('Loading order');
      stopB = startLoading('Loading plan');
    });
    expect(screen.getByRole('progressbar').textContent).toBe('Loading plan');
    act(() => stopB());
    expect(screen.getByRole('progressbar').textContent).toBe('Loading order');
    act(() => stopA());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('uses a generic accessible name when there is no text', () => {
    render(<LoadingOverlay />);
    act(() => {
      startLoading('');
    });
    const indicator = screen.getByRole('progressbar');
    expect(indicator.getAttribute('aria-label')).toBe('Loading');
    expect(indicator.textContent).toBe('');
  });

  it('wraps the indicator in a full-screen layer that takes the taps', () => {
    render(<LoadingOverlay />);
    act(() => {
      startLoading('Loading');
    });
    // Layout is CSS (.ui-loading-overlay is position: fixed; inset: 0); here we check the layer
    // exists around the indicator rather than beside it.
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay.className).toBe('ui-loading-overlay');
    expect(overlay.contains(screen.getByRole('progressbar'))).toBe(true);
    expect(overlay.parentElement?.children).toHaveLength(1);
  });
});
