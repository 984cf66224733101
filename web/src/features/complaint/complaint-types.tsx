import type { ProblemTypeOption } from '../../../../openapi/generated/model/index.ts';

interface Props {
  readonly types: readonly ProblemTypeOption[];
  /** The sub-types of the first type (collection). */
  readonly sonTypes: readonly ProblemTypeOption[];
  readonly onPick: (type: ProblemTypeOption, sonType?: ProblemTypeOption) => void;
}

/**
 * The question types. The first one (collection) is a group of its sub-types; each of the others
 * is one choice.
 */
export function ComplaintTypes({ types, sonTypes, onPick }: Props) {
  const [collection, ...others] = types;
  return (
    <section className="ui-card" aria-label="Question type">
      <h2 className="ui-card__title">What is your question about?</h2>
      <ul className="complaint-types">
        {collection && sonTypes.length === 0 && (
          <li>
            <button
              type="button"
              className="complaint-types__item ui-chevron"
              onClick={() => onPick(collection)}
            >
              {collection.title}
            </button>
          </li>
        )}
        {collection && sonTypes.length > 0 && (
          <li className="complaint-types__group">
            <span className="complaint-types__group-title">{collection.title}</span>
            <ul className="complaint-types" aria-label={collection.title}>
              {sonTypes.map((sonType) => (
                <li key={sonType.value}>
                  <button
                    type="button"
                    className="complaint-types__item complaint-types__item--son ui-chevron"
                    onClick={() => onPick(collection, sonType)}
                  >
                    {sonType.title}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        )}
        {others.map((type) => (
          <li key={type.value}>
            <button type="button" className="complaint-types__item ui-chevron" onClick={() => onPick(type)}>
              {type.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
