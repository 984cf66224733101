import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { closeOnBackdrop, useModal } from './use-modal';
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
  /**
   * Called on a backdrop tap, Escape or the iOS back gesture. Without it the dialog can only close
   * through its actions (and the back gesture does what the page underneath does).
   */
  readonly onClose?: () => void;
  readonly className?: string;
}

/**
 * A controlled modal rendered into document.body. While open it moves focus inside, keeps Tab
 * within it, and locks page scrolling; on close focus returns to where it was (useModal).
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
  const onKeyDown = useModal(panelRef, onClose);

  const onBackdropClick = closeOnBackdrop(onClose);

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
