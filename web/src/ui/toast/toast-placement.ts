// Where the one toast goes. Always the same place: centred at the top of what the borrower sees
// (below the safe area; the webview's nav bar is native). Form buttons and sticky footers sit at
// the bottom, dialogs in the middle and bottom sheets at the bottom, so the top band is the one
// place a toast does not cover the control it speaks of. Two things move it within that rule:
// - The on-screen keyboard: iOS scrolls the layout viewport under the visual one, so "the top" is
//   the visual viewport's top (visualViewport.offsetTop), not the page's.
// - A focused field inside the band (a field the keyboard scrolled to the top): the toast steps
//   just below it rather than hide what the borrower is typing into.

/** The vertical extent of a box, in the same coordinates as the toast's (CSS px, viewport). */
export interface VerticalSpan {
  readonly top: number;
  readonly bottom: number;
}

export interface ToastPlacementInput {
  /** Where the toast is drawn with no shift: its top and bottom. */
  readonly toast: VerticalSpan;
  /** The visible area (the visual viewport): a shifted toast must stay inside it. */
  readonly visible: VerticalSpan;
  /** The focused text field, if any. */
  readonly field: VerticalSpan | null;
  /** Space kept between the field and a toast moved below it. */
  readonly gap: number;
}

/** Space between a toast moved below a focused field and that field, in CSS px. */
export const TOAST_FIELD_GAP_PX = 8;

/**
 * How far down (px) to move the toast from its place at the top so it does not cover the focused
 * field: 0 when nothing is focused, the field is clear of it, or below the field it would leave
 * the visible area (then covering the top of the page is the lesser harm).
 * @example toastShift({ toast: { top: 12, bottom: 56 }, visible: { top: 0, bottom: 500 }, field: { top: 30, bottom: 74 }, gap: 8 }) // 70
 */
export function toastShift({ toast, visible, field, gap }: ToastPlacementInput): number {
  if (field === null) return 0;
  const overlaps = field.top < toast.bottom && field.bottom > toast.top;
  if (!overlaps) return 0;
  const shift = field.bottom + gap - toast.top;
  const height = toast.bottom - toast.top;
  return toast.top + shift + height <= visible.bottom ? shift : 0;
}

/** Whether an element takes typing (a focused one brings up the keyboard). */
export function isTextField(element: Element | null): element is HTMLElement {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(
      element.type,
    );
  return element instanceof HTMLElement && element.isContentEditable;
}
