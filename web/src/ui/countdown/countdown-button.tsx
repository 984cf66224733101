import type { Countdown } from './use-countdown.ts';
import './countdown-button.css';

export interface CountdownButtonProps {
  readonly countdown: Countdown;
  /** The label while it can be pressed, e.g. 'Resend code'. */
  readonly label: string;
  /** The label while counting, e.g. (s) => `Resend in ${s}s`. */
  readonly waitingLabel: (seconds: number) => string;
  readonly onClick: () => void;
  /** Disabled for another reason too (a call in flight). */
  readonly disabled?: boolean;
  /**
   * Called for a press while the countdown runs. With it the button only looks disabled
   * (aria-disabled) so the press can be answered, e.g. 'Do not send the code repeatedly!'.
   */
  readonly onRefused?: () => void;
}

/**
 * A button that cannot be pressed while its countdown runs, showing the seconds left.
 *
 * @example <CountdownButton countdown={resend} label="Resend code" waitingLabel={(s) => `Resend in ${s}s`} onClick={send} />
 */
export function CountdownButton({
  countdown,
  label,
  waitingLabel,
  onClick,
  disabled,
  onRefused,
}: CountdownButtonProps) {
  const answersRefusal = onRefused !== undefined && countdown.running;
  return (
    <button
      type="button"
      className="ui-countdown-button"
      disabled={disabled || (countdown.running && !answersRefusal)}
      aria-disabled={answersRefusal || undefined}
      onClick={answersRefusal ? onRefused : onClick}
    >
      {countdown.running ? waitingLabel(countdown.remaining) : label}
    </button>
  );
}
