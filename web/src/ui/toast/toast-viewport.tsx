import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast-store';
import '../theme.css';
import './toast.css';

/**
 * Renders the current toast centred on screen. Mount once near the app root. The live region is
 * always present so screen readers announce each new message; taps pass through it.
 *
 * @example <ToastViewport />
 */
export function ToastViewport() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const toast = toasts[toasts.length - 1];
  return (
    <div className="ui-toast-viewport" role="status" aria-live="polite" aria-atomic="true">
      {toast ? (
        // Keyed by id so a replacement remounts and replays the entry animation.
        <div key={toast.id} className="ui-toast" data-toast-id={toast.id}>
          {toast.message}
        </div>
      ) : null}
    </div>
  );
}
