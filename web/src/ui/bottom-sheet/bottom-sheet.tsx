import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { closeOnBackdrop, useModal } from '../dialog/use-modal';
import '../theme.css';
import './bottom-sheet.css';

export interface BottomSheetProps {
  readonly open: boolean;
  readonly title: ReactNode;
  /** A backdrop tap, the close button, Escape and the iOS back gesture call it. */
  readonly onClose: () => void;
  readonly children?: ReactNode;
  /** Stays at the bottom of the sheet while its body scrolls (e.g. the main button). */
  readonly footer?: ReactNode;
  readonly className?: string;
}

/**
 * A panel that slides up from the bottom of the screen over a dimmed page, for choices such as
 * the payment channel. Controlled: the owner opens it and closes it in `onClose`.
 *
 * @example
 * <BottomSheet open={open} title="Payment Method" onClose={() => setOpen(false)}
 *   footer={<button className="btn btn--primary" onClick={pay}>Payment</button>}>
 *   <ChoiceList … />
 * </BottomSheet>
 */
export function BottomSheet(props: BottomSheetProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenSheet {...props} />, document.body);
}

function OpenSheet({ title, onClose, children, footer, className }: BottomSheetProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onKeyDown = useModal(panelRef, onClose);
  const onBackdropClick = closeOnBackdrop(onClose);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop tap mirrors Escape, handled here too.
    <div className="ui-sheet-backdrop" onClick={onBackdropClick} onKeyDown={onKeyDown}>
      <div
        ref={panelRef}
        className={className ? `ui-sheet ${className}` : 'ui-sheet'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="ui-sheet__header">
          <h2 id={titleId} className="ui-sheet__title">
            {title}
          </h2>
          <button type="button" className="ui-sheet__close" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="ui-sheet__body">{children}</div>
        {footer ? <div className="ui-sheet__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
