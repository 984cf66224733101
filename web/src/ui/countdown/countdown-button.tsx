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
}

/**
 * A button that cannot be pressed while its countdown runs, showing the seconds left.
 *
 * @example <CountdownButton countdown={resend} label="Resend code" waitingLabel={(s) => `Resend in ${s}s`} onClick={send} />
 */
export function CountdownButton({ countdown, label, waitingLabel, onClick, disabled }: CountdownButtonProps) {
  return (
    <button
      type="button"
      className="ui-countdown-button"
      disabled={disabled || countdown.running}
      onClick={onClick}
    >
      {countdown.running ? waitingLabel(countdown.remaining) : label}
    </button>
  );
}
