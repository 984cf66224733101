import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, dismissToast, showInfo, showToast } from './toast-store';
import { ToastViewport } from './toast-viewport';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

function toastElements(): Element[] {
  return Array.from(document.querySelectorAll('.ui-toast'));
}

describe('ToastViewport', () => {
  it('renders an empty polite live region when there is no toast', () => {
    render(<ToastViewport />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('shows a toast raised from outside React and hides it after 3 s', () => {
    render(<ToastViewport />);
    act(() => {
      showToast('copy success');
    });
    expect(screen.getByRole('status').textContent).toBe('copy success');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status').textContent).toBe('copy success');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows a toast raised before it mounted', () => {
    showToast('early');
    render(<ToastViewport />);
    expect(screen.getByRole('status').textContent).toBe('early');
  });

  it('shows one toast at a time, replacing the current one', () => {
    render(<ToastViewport />);
    act(() => {
      showToast('first');
    });
    act(() => {
      showToast('second');
    });
    expect(toastElements().map((element) => element.textContent)).toEqual(['second']);
  });

  it('hides info toasts after 2 s and respects the 300 ms floor', () => {
    render(<ToastViewport />);
    act(() => {
      showInfo('Registration successful');
    });
    act(() => vi.advanceTimersByTime(2000));
    expect(toastElements()).toHaveLength(0);

    act(() => {
      showToast('blink', { durationMs: 10 });
    });
    act(() => vi.advanceTimersByTime(299));
    expect(toastElements()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toastElements()).toHaveLength(0);
  });

  it('ignores whitespace-only messages', () => {
    render(<ToastViewport />);
    act(() => {
      showToast('   ');
    });
    expect(toastElements()).toHaveLength(0);
  });

  it('removes a dismissed toast', () => {
    render(<ToastViewport />);
    let id: number | null = null;
    act(() => {
      id = showToast('gone soon');
    });
    act(() => {
      if (id !== null) dismissToast(id);
    });
    expect(toastElements()).toHaveLength(0);
  });

  it('renders the message as text, not markup', () => {
    render(<ToastViewport />);
    act(() => {
      showToast('<b>bold</b>');
    });
    expect(toastElements()[0]?.textContent).toBe('<b>bold</b>');
    expect(document.querySelector('.ui-toast b')).toBeNull();
  });
});
