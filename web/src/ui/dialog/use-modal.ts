import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect } from 'react';
import { useBackHandler } from '../../bridge/use-back-handler';
import { lockBodyScroll } from './scroll-lock';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * What every modal surface (dialog, bottom sheet, image viewer) does while it is mounted: focus
 * moves into the panel and comes back on close, the page behind stops scrolling, Tab stays inside,
 * and Escape or the iOS back gesture call `onClose` (when given). Returns the panel's key handler.
 *
 * @example const onKeyDown = useModal(panelRef, close); <div ref={panelRef} tabIndex={-1} onKeyDown={onKeyDown}>
 */
export function useModal(
  panelRef: RefObject<HTMLElement | null>,
  onClose: (() => void) | undefined,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Focus the panel rather than the first button so a screen reader reads the title and
    // message first, and a stray tap or Enter cannot trigger an action by accident.
    panelRef.current?.focus();
    const release = lockBodyScroll();
    return () => {
      release();
      if (previous?.isConnected) previous.focus();
    };
  }, [panelRef]);

  // The back gesture closes what is on top instead of leaving the page under it.
  useBackHandler(() => onClose?.(), onClose !== undefined);

  return (event) => {
    if (event.key === 'Escape' && onClose) {
      // Keep an outer modal from also closing.
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      trapTab(event, panelRef.current);
    }
  };
}

/**
 * The click handler of a modal's backdrop: a tap on the backdrop itself, not on the panel inside,
 * calls `onClose`.
 * @example <div className="ui-sheet-backdrop" onClick={closeOnBackdrop(onClose)}>
 */
export function closeOnBackdrop(onClose: (() => void) | undefined) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) onClose?.();
  };
}

function trapTab(event: KeyboardEvent<HTMLElement>, panel: HTMLElement | null): void {
  if (!panel) return;
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || active === panel)) {
    event.preventDefault();
    first.focus();
  }
}
