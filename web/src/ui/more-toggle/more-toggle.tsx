import '../theme.css';
import './more-toggle.css';

export interface MoreToggleProps {
  readonly expanded: boolean;
  readonly onToggle: () => void;
  /** The id of the list it expands, for aria-controls. */
  readonly controls: string;
}

/**
 * The 'More' / 'Hide' switch under a shortened list (spec: the instalment page shows two detail
 * rows until expanded). The owner keeps `expanded` and slices the list.
 *
 * @example
 * const shown = expanded ? rows : rows.slice(0, 2);
 * {rows.length > 2 && <MoreToggle expanded={expanded} onToggle={() => setExpanded(!expanded)} controls={listId} />}
 */
export function MoreToggle({ expanded, onToggle, controls }: MoreToggleProps) {
  return (
    <button
      type="button"
      className="ui-more-toggle"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {expanded ? 'Hide' : 'More'}
      <svg
        className="ui-more-toggle__chevron"
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
