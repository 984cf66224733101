import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import '../theme.css';
import './button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Brand yellow (the screen's one call to action) or outlined. Default 'primary'. */
  readonly variant?: 'primary' | 'secondary';
  /**
   * The action this button started is on its way: a spinner and `busyLabel` in place of the
   * label, `aria-busy`, and taps (and form submits) do nothing. It keeps its colour, so it never
   * looks like a disabled button.
   */
  readonly busy?: boolean;
  /** What the button says while busy ('Submitting'); default: its own label beside the spinner. */
  readonly busyLabel?: string;
}

/**
 * The app's button (spec §9: brand yellow with black text), with a busy state every screen's
 * submitting button shares.
 * @example <Button busy={sending} busyLabel="Submitting" onClick={send}>Loan Now</Button>
 */
export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, className].filter(Boolean).join(' ');
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // Not `disabled`: a busy button keeps its focus and its look, but nothing it does repeats.
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button {...rest} type={type} className={classes} aria-busy={busy} onClick={click}>
      {busy ? <span className="btn__busy-label">{busyLabel ?? children}</span> : children}
    </button>
  );
}
