import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogAction } from './dialog';

beforeEach(() => {
  // Unlocking scrolls back to the saved offset; stub it here, scroll-lock.test.ts covers it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} title="Point out" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.position).toBe('');
  });

  it('renders a labelled modal dialog into document.body through a portal', () => {
    const { container } = render(
      <Dialog open title="Point out">
        Are you sure?
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    const labelId = dialog.getAttribute('aria-labelledby');
    expect(labelId && document.getElementById(labelId)?.textContent).toBe('Point out');
    expect(dialog.textContent).toContain('Are you sure?');
  });

  it('uses ariaLabel when there is no visible title', () => {
    render(
      <Dialog open ariaLabel="Agreement">
        text
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-label')).toBe('Agreement');
    expect(dialog.hasAttribute('aria-labelledby')).toBe(false);
    expect(dialog.querySelector('h2')).toBeNull();
  });

  it('renders actions in order with their variants and calls their handlers', () => {
    const cancel = vi.fn();
    const agree = vi.fn();
    const actions: DialogAction[] = [
      { label: 'Cancel', variant: 'secondary', onClick: cancel },
      { label: 'Agree', onClick: agree },
    ];
    render(<Dialog open title="Agreement" actions={actions} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Agree']);
    expect(buttons[0]?.className).toContain('ui-dialog-action--secondary');
    expect(buttons[1]?.className).toContain('ui-dialog-action--primary');
    expect(buttons.every((button) => button.getAttribute('type') === 'button')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(agree).toHaveBeenCalledOnce();
    expect(cancel).not.toHaveBeenCalled();
  });

  it('does not call a disabled action', () => {
    const send = vi.fn();
    render(<Dialog open actions={[{ label: 'Send', onClick: send, disabled: true }]} />);
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(send).not.toHaveBeenCalled();
  });

  it('leaves closing to the owner: an action does not close it by itself', () => {
    render(<Dialog open title="Tip" actions={[{ label: 'OK', onClick: () => {} }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('calls onClose on a backdrop tap but not on a tap inside the panel', () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Tip" onClose={onClose}>
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.click(dialog);
    fireEvent.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('expected a backdrop');
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('calls onClose on Escape', () => {
    const onClose = vi.fn();
    render(<Dialog open title="Tip" onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('calls onClose on the iOS back gesture', () => {
    const onClose = vi.fn();
    render(<Dialog open title="Barcode" onClose={onClose} />);
    expect(window.__nativeEvent?.('back')).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('cannot be dismissed by backdrop, Escape or the back gesture without onClose', () => {
    render(<Dialog open title="Required" actions={[{ label: 'OK', onClick: () => {} }]} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    if (dialog.parentElement) fireEvent.click(dialog.parentElement);
    // The page underneath keeps the gesture: the dialog does not claim it.
    expect(window.__nativeEvent?.('back')).toBe(false);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('moves focus into the dialog and restores it on close', () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Dialog open={open} title="Tip" actions={[{ label: 'Close', onClick: () => setOpen(false) }]} />
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab focus inside the dialog', () => {
    render(
      <Dialog
        open
        title="Rate"
        actions={[
          { label: 'Cancel', variant: 'secondary', onClick: () => {} },
          { label: 'Send', onClick: () => {} },
        ]}
      />,
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.keyDown(send, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
    // Shift+Tab from the panel itself (where focus starts) goes to the last control.
    const dialog = screen.getByRole('dialog');
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
  });

  it('keeps focus on the panel when it has nothing focusable', () => {
    render(<Dialog open title="Info" />);
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(dialog);
  });

  it('locks body scroll while open and unlocks on close and unmount', () => {
    const { rerender, unmount } = render(<Dialog open title="Tip" />);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.position).toBe('fixed');
    rerender(<Dialog open={false} title="Tip" />);
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.position).toBe('');

    rerender(<Dialog open title="Tip" />);
    expect(document.body.style.position).toBe('fixed');
    unmount();
    expect(document.body.style.position).toBe('');
  });

  it('keeps the lock while a second dialog is still open', () => {
    const { rerender } = render(
      <>
        <Dialog open title="First" />
        <Dialog open title="Second" />
      </>,
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    rerender(
      <>
        <Dialog open={false} title="First" />
        <Dialog open title="Second" />
      </>,
    );
    expect(document.body.style.position).toBe('fixed');
    rerender(
      <>
        <Dialog open={false} title="First" />
        <Dialog open={false} title="Second" />
      </>,
    );
    expect(document.body.style.position).toBe('');
  });

  it('closes only the innermost dialog on Escape', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <Dialog open title="Outer" onClose={outer}>
        <Dialog open title="Inner" onClose={inner} />
      </Dialog>,
    );
    const innerDialog = screen.getAllByRole('dialog').find((dialog) => dialog.textContent === 'Inner');
    if (!innerDialog) throw new Error('expected the inner dialog');
    fireEvent.keyDown(innerDialog, { key: 'Escape' });
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
  });
});
