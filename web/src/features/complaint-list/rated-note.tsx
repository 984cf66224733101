import { MAX_STARS } from '../../ui/rating/star-rating.tsx';

/**
 * What the borrower sent from the rating modal, shown on the details once the server took it, so
 * the page itself says the rating went through (the modal does not come back).
 * @example <RatedNote stars={4} /> // "Your rating ★★★★☆ Thank you for rating this service."
 */
export function RatedNote({ stars }: { stars: number }) {
  const label = `${stars} out of ${MAX_STARS} stars`;
  return (
    <section className="ui-card complaint-rated" aria-label="Your rating">
      <h2 className="ui-card__title">Your rating</h2>
      <p className="complaint-rated__stars" role="img" aria-label={label}>
        {Array.from({ length: MAX_STARS }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions, never reordered.
            key={index}
            className={
              index < stars ? 'complaint-rated__star complaint-rated__star--on' : 'complaint-rated__star'
            }
            aria-hidden="true"
          >
            ★
          </span>
        ))}
      </p>
      <p className="complaint-rated__text">Thank you for rating this service.</p>
    </section>
  );
}
