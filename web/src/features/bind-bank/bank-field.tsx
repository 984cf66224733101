import { useId } from 'react';
import type { BankFormItem } from '../../../../openapi/generated/model/index.ts';
import { digitsOnly, pickerOptions } from './bank-form.ts';
import '../../ui/field/field.css';

interface Props {
  readonly item: BankFormItem;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Opens the picker of an enum or day item. */
  readonly onPick: () => void;
}

/**
 * One item of the bank form: a digits-only input (text), a free input (city), or a field that
 * opens the picker (enum, day) and shows the chosen entry.
 */
export function BankField({ item, value, onChange, onPick }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  if (item.cate === 'enum' || item.cate === 'day') {
    const chosen = pickerOptions(item).find((option) => option.value === value)?.label ?? '';
    return (
      <div className="ui-field">
        <span className="ui-field__label bank-field__title" id={`${id}-title`}>
          {item.title}
        </span>
        <button
          type="button"
          className={
            chosen
              ? 'ui-field__control bank-field__pick'
              : 'ui-field__control bank-field__pick bank-field__pick--empty'
          }
          aria-labelledby={`${id}-title ${id}`}
          id={id}
          onClick={onPick}
        >
          {chosen || item.subtitle || 'Please choose'}
        </button>
      </div>
    );
  }
  const digits = item.cate === 'text';
  return (
    <div className="ui-field">
      <label className="ui-field__label bank-field__title" htmlFor={id}>
        {item.title}
      </label>
      <input
        id={id}
        className="ui-field__control"
        name={item.code}
        inputMode={digits ? 'numeric' : 'text'}
        autoComplete="off"
        maxLength={digits ? 32 : 100}
        placeholder={item.subtitle}
        aria-describedby={item.subtitle ? hintId : undefined}
        value={value}
        onChange={(event) => onChange(digits ? digitsOnly(event.target.value) : event.target.value)}
      />
      {item.subtitle && (
        <span id={hintId} hidden>
          {item.subtitle}
        </span>
      )}
    </div>
  );
}
