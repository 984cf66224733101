import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { isTextField, TOAST_FIELD_GAP_PX, toastShift } from './toast-placement';
import { getToasts, subscribeToasts } from './toast-store';
import '../theme.css';
import './toast.css';

/**
 * Renders the current toast in its one place: centred at the top of the visible area, below the
 * safe area, above dialogs and sheets (toast-placement.ts says why there). Mount once near the app
 * root. The live region is always present so screen readers announce each new message; taps pass
 * through it. Named, as toast regions usually are, so it can be found apart from other statuses.
 *
 * @example <ToastViewport />
 */
export function ToastViewport() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const toast = toasts[toasts.length - 1];
  const regionRef = useRef<HTMLDivElement>(null);
  const toastId = toast?.id;

  // Placed before paint, and again while the keyboard moves the visible area under it.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (toastId === undefined || region === null) return;
    const place = () => placeToast(region);
    place();
    const visual = window.visualViewport;
    if (!visual) return;
    visual.addEventListener('resize', place);
    visual.addEventListener('scroll', place);
    return () => {
      visual.removeEventListener('resize', place);
      visual.removeEventListener('scroll', place);
    };
  }, [toastId]);

  return (
    <div
      ref={regionRef}
      className="ui-toast-viewport"
      role="status"
      aria-label="Notifications"
      aria-live="polite"
      aria-atomic="true"
    >
      {toast ? (
        // Keyed by id so a replacement remounts and replays the entry animation.
        <div key={toast.id} className="ui-toast" data-toast-id={toast.id}>
          {toast.message}
        </div>
      ) : null}
    </div>
  );
}

/** Moves the region to the visible area's top, then below a focused field it would cover. */
function placeToast(region: HTMLElement): void {
  const visual = window.visualViewport;
  const visibleTop = visual?.offsetTop ?? 0;
  const visibleBottom = visibleTop + (visual?.height ?? window.innerHeight);
  region.style.setProperty('--toast-offset', `${visibleTop}px`);
  const element = region.firstElementChild;
  const focused = document.activeElement;
  if (element === null || !isTextField(focused)) return;
  const box = element.getBoundingClientRect();
  const field = focused.getBoundingClientRect();
  const shift = toastShift({
    toast: { top: box.top, bottom: box.bottom },
    visible: { top: visibleTop, bottom: visibleBottom },
    field: { top: field.top, bottom: field.bottom },
    gap: TOAST_FIELD_GAP_PX,
  });
  if (shift !== 0) region.style.setProperty('--toast-offset', `${visibleTop + shift}px`);
}
