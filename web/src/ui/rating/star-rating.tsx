import '../theme.css';
import './star-rating.css';

export const MAX_STARS = 5;

export interface StarRatingProps {
  /** Chosen stars, 0 for none. Values outside 0-5 are clamped and fractions rounded down. */
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly disabled?: boolean;
  /** Accessible name of the group; default 'Rating'. */
  readonly label?: string;
  readonly className?: string;
}

const STARS = Array.from({ length: MAX_STARS }, (_, index) => index + 1);

/**
 * Five star buttons; choosing one highlights it and every star before it (aria-pressed).
 *
 * @example <StarRating value={score} onChange={setScore} />
 */
export function StarRating({
  value,
  onChange,
  disabled = false,
  label = 'Rating',
  className,
}: StarRatingProps) {
  const current = clampStars(value);
  return (
    // A fieldset is the native group; the inner row carries the flex layout because older
    // Android WebViews (Chromium before 86) ignored display: flex on fieldset itself.
    <fieldset className={className ? `ui-star-rating ${className}` : 'ui-star-rating'} aria-label={label}>
      <div className="ui-star-row">
        {STARS.map((star) => {
          const on = star <= current;
          return (
            <button
              key={star}
              type="button"
              className={on ? 'ui-star ui-star--on' : 'ui-star'}
              aria-label={star === 1 ? '1 star' : `${star} stars`}
              aria-pressed={on}
              disabled={disabled}
              onClick={() => onChange(star)}
            >
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                <path d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z" />
              </svg>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function clampStars(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.floor(value)));
}
