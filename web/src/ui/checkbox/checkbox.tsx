import type { ReactNode } from 'react';
import '../theme.css';
import './checkbox.css';

export interface CheckboxProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** The label; a tap on it toggles the box. Keep buttons and links out of it. */
  readonly children: ReactNode;
  readonly disabled?: boolean;
  readonly className?: string;
}

/**
 * A native checkbox drawn as a round brand-yellow tick (the agreement box of the confirmation
 * screens). The input stays in the page, so keyboard, screen readers and tests use it as usual.
 * @example <Checkbox checked={agreed} onChange={setAgreed}>I have read and agree to</Checkbox>
 */
export function Checkbox({ checked, onChange, children, disabled = false, className }: CheckboxProps) {
  return (
    <label className={className ? `ui-checkbox ${className}` : 'ui-checkbox'}>
      <input
        className="ui-checkbox__input"
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="ui-checkbox__box" aria-hidden="true" />
      <span className="ui-checkbox__label">{children}</span>
    </label>
  );
}
