import { formatCoordinate, useGeolocation } from './use-geolocation.ts';

/** The geolocation button and what it found: the coordinates only, or why there are none. */
export function LocationCard() {
  const { state, locate } = useGeolocation();
  const locating = state.status === 'locating';
  return (
    <section className="ui-card preview-tool" aria-labelledby="preview-location">
      <h2 className="ui-card__title" id="preview-location">
        Location
      </h2>
      <button
        type="button"
        className="btn btn--secondary preview-tool__button"
        disabled={locating}
        aria-busy={locating}
        onClick={locate}
      >
        {locating ? 'Locating…' : 'Get location'}
      </button>
      <div role="status" aria-label="Location result">
        {state.status === 'found' && (
          <dl className="ui-rows preview-tool__rows">
            <div className="ui-rows__row">
              <dt>Latitude</dt>
              <dd>{formatCoordinate(state.latitude)}</dd>
            </div>
            <div className="ui-rows__row">
              <dt>Longitude</dt>
              <dd>{formatCoordinate(state.longitude)}</dd>
            </div>
          </dl>
        )}
        {state.status === 'failed' && <p className="preview-tool__error">{state.message}</p>}
      </div>
    </section>
  );
}
