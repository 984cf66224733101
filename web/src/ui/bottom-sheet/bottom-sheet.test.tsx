import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';

beforeEach(() => {
  // Unlocking scrolls back to the saved offset; scroll-lock.test.ts covers it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <BottomSheet
        open={open}
        title="Payment Method"
        onClose={close}
        footer={
          <button type="button" className="btn btn--primary">
            Payment
          </button>
        }
      >
        <p>Choose a channel</p>
      </BottomSheet>
    </>
  );
}

describe('BottomSheet', () => {
  it('renders nothing while closed', () => {
    render(<BottomSheet open={false} title="Payment Method" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, with body and footer, in document.body', () => {
    const { container } = render(<Harness />);
    const sheet = screen.getByRole('dialog', { name: 'Payment Method' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(sheet)).toBe(false);
    expect(sheet.textContent).toContain('Choose a channel');
    expect(screen.getByRole('button', { name: 'Payment' })).toBeTruthy();
    expect(document.activeElement).toBe(sheet);
  });

  it('locks the page scroll while open and releases it when closed', () => {
    render(<Harness />);
    expect(document.body.style.position).toBe('fixed');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.position).toBe('');
  });

  it('closes on the close button, a backdrop tap and Escape, but not on a tap inside', () => {
    const onClose = vi.fn();
    render(<BottomSheet open title="Payment Method" onClose={onClose} />);
    const sheet = screen.getByRole('dialog');
    fireEvent.click(sheet);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(sheet.parentElement as HTMLElement);
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('closes on the iOS back gesture and stops claiming it once closed', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    let handled: boolean | undefined;
    act(() => {
      handled = window.__nativeEvent?.('back');
    });
    expect(handled).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.__nativeEvent?.('back')).toBe(false);
  });

  it('gives focus back to the opener when it closes', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });
});
