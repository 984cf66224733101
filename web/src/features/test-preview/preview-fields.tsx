import { useId } from 'react';
import { PREVIEW_FIELDS, type PreviewFieldName, type PreviewValues } from './preview-values.ts';

interface Props {
  readonly values: PreviewValues;
  readonly onChange: (name: PreviewFieldName, value: string) => void;
}

/** The session and order values the links carry, each editable. */
export function PreviewFields({ values, onChange }: Props) {
  const id = useId();
  return (
    <section className="ui-card" aria-labelledby={`${id}-title`}>
      <h2 className="ui-card__title" id={`${id}-title`}>
        Session values
      </h2>
      <div className="preview-fields">
        {PREVIEW_FIELDS.map(({ name, label }) => (
          <div className="ui-field" key={name}>
            <label className="ui-field__label" htmlFor={`${id}-${name}`}>
              {label}
            </label>
            <input
              id={`${id}-${name}`}
              className="ui-field__control"
              name={name}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={values[name]}
              onChange={(event) => onChange(name, event.target.value)}
            />
          </div>
        ))}
      </div>
      <p className="preview-tool__note">
        Empty product and order IDs open the seeded order ORD174 (ORD174R for the extension). An empty session
        value is left out of the links.
      </p>
    </section>
  );
}
