import '../theme.css';
import './choice-list.css';

export interface Choice {
  readonly value: string;
  readonly label: string;
  /** A second line under the label, e.g. a masked card number. */
  readonly detail?: string;
  /** An image URL shown before the label (a channel or bank logo). */
  readonly icon?: string;
}

export interface ChoiceListProps {
  /** The radio group's name; unique on the page. */
  readonly name: string;
  /** Accessible name of the group. */
  readonly label: string;
  readonly choices: readonly Choice[];
  /** The chosen value, '' for none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
  readonly className?: string;
}

/**
 * One choice out of a list, as tappable rows with a logo and a check mark (native radio buttons,
 * so keyboard and screen readers work as usual).
 *
 * @example
 * <ChoiceList name="channel" label="Payment channels" value={channel} onChange={setChannel}
 *   choices={repayList.map((c) => ({ value: c.channel_number, label: c.name, icon: c.logo }))} />
 */
export function ChoiceList({ name, label, choices, value, onChange, disabled, className }: ChoiceListProps) {
  return (
    <fieldset className={className ? `ui-choices ${className}` : 'ui-choices'} aria-label={label}>
      {choices.map((choice) => (
        <label key={choice.value} className="ui-choice">
          {choice.icon ? (
            <img className="ui-choice__icon" src={choice.icon} alt="" width="32" height="32" />
          ) : null}
          <span className="ui-choice__text">
            <span className="ui-choice__label">{choice.label}</span>
            {choice.detail ? <span className="ui-choice__detail">{choice.detail}</span> : null}
          </span>
          <input
            className="ui-choice__input"
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            disabled={disabled}
            onChange={() => onChange(choice.value)}
          />
          <span className="ui-choice__mark" aria-hidden="true" />
        </label>
      ))}
    </fieldset>
  );
}
