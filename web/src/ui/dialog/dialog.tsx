import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { lockBodyScroll } from './scroll-lock';
import '../theme.css';
import './dialog.css';

export interface DialogAction {
  readonly label: string;
  readonly onClick: () => void;
  /** 'primary' is the yellow brand button; default 'primary'. */
  readonly variant?: 'primary' | 'secondary';
  readonly disabled?: boolean;
}

export interface DialogProps {
  readonly open: boolean;
  readonly title?: ReactNode;
  /** Accessible name when there is no visible title. */
  readonly ariaLabel?: string;
  readonly children?: ReactNode;
  /**
   * Buttons in the footer, left to right, with unique labels. Actions do not close the dialog;
   * the owner does by setting `open` to false.
   */
  readonly actions?: readonly DialogAction[];
  /** Called on a backdrop tap or Escape. Without it the dialog can only close through actions. */
  readonly onClose?: () => void;
  readonly className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * A controlled modal rendered into document.body. While open it moves focus inside, keeps Tab
 * within it, and locks page scrolling; on close focus returns to where it was.
 *
 * @example
 * <Dialog open={open} title="Point out" onClose={() => setOpen(false)}
 *   actions={[{ label: 'Cancel', variant: 'secondary', onClick: close }, { label: 'Agree', onClick: agree }]}>
 *   Are you sure you want to leave?
 * </Dialog>
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ title, ariaLabel, children, actions = [], onClose, className }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

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
  }, []);

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      // Keep an outer dialog from also closing.
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      trapTab(event, panelRef.current);
    }
  };

  const hasTitle = title !== undefined && title !== null && title !== '';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop tap mirrors Escape, which is handled here too.
    <div className="ui-dialog-backdrop" onClick={onBackdropClick} onKeyDown={onKeyDown}>
      <div
        ref={panelRef}
        className={className ? `ui-dialog ${className}` : 'ui-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : ariaLabel}
        tabIndex={-1}
      >
        {hasTitle ? (
          <h2 id={titleId} className="ui-dialog-title">
            {title}
          </h2>
        ) : null}
        <div className="ui-dialog-body">{children}</div>
        {actions.length > 0 ? (
          <div className="ui-dialog-actions">
            {actions.map((action) => (
              <button
                key={action.label}
                type="button"
                className={`ui-dialog-action ui-dialog-action--${action.variant ?? 'primary'}`}
                disabled={action.disabled}
                onClick={action.onClick}
              >
                {action.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function trapTab(event: KeyboardEvent<HTMLDivElement>, panel: HTMLDivElement | null): void {
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
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
