import { useId } from 'react';
import '../theme.css';
import '../field/field.css';
import './counted-textarea.css';

export interface CountedTextareaProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Characters kept; anything typed or pasted past it is ignored. */
  readonly maxLength: number;
  readonly placeholder?: string;
  readonly rows?: number;
}

/**
 * A textarea with its count under it (`37/200`). Input past `maxLength` is ignored, typed or
 * pasted: the browser stops it at the limit, and the value is cut again in case it was not.
 * @example <CountedTextarea label="Description" value={text} onChange={setText} maxLength={200} />
 */
export function CountedTextarea({
  label,
  value,
  onChange,
  maxLength,
  placeholder,
  rows = 5,
}: CountedTextareaProps) {
  const id = useId();
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="ui-field__control ui-counted__input"
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={`${id}-count`}
        value={value}
        onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
      />
      <span id={`${id}-count`} className="ui-counted__count" data-testid="text-count">
        {value.length}/{maxLength}
      </span>
    </div>
  );
}
