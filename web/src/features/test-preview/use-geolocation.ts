import { useCallback, useState } from 'react';

export const LOCATION_DENIED =
  'Location permission was refused. Allow location for this app in the phone settings and try again.';
export const LOCATION_UNAVAILABLE = 'This browser cannot tell the location (geolocation is not available).';
export const LOCATION_NOT_FOUND = 'The location could not be found. Check that location services are on.';
export const LOCATION_TIMEOUT = 'Finding the location took too long. Please try again.';

/** Long enough for a cold GPS fix indoors; the shell's webview has no timeout of its own. */
const LOCATE_TIMEOUT_MS = 15_000;

export type LocationState =
  | { readonly status: 'idle' }
  | { readonly status: 'locating' }
  | { readonly status: 'found'; readonly latitude: number; readonly longitude: number }
  | { readonly status: 'failed'; readonly message: string };

/**
 * What to tell the developer for a failed lookup, by GeolocationPositionError code (1 refused,
 * 2 unavailable, 3 timed out).
 * @example locationFailure(1) // LOCATION_DENIED
 */
export function locationFailure(code: number): string {
  if (code === 1) return LOCATION_DENIED;
  if (code === 3) return LOCATION_TIMEOUT;
  return LOCATION_NOT_FOUND;
}

/**
 * A coordinate to 6 decimals (about 0.1 m), trailing zeros dropped.
 * @example formatCoordinate(14.59950001) // '14.5995'
 */
export function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

/**
 * One position lookup at a time. Only the coordinates are kept: the test page shows that the
 * webview passes location through, nothing more is read or sent.
 */
export function useGeolocation() {
  const [state, setState] = useState<LocationState>({ status: 'idle' });
  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState({ status: 'failed', message: LOCATION_UNAVAILABLE });
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      ({ coords }) => setState({ status: 'found', latitude: coords.latitude, longitude: coords.longitude }),
      (error) => setState({ status: 'failed', message: locationFailure(error.code) }),
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: 0 },
    );
  }, []);
  return { state, locate };
}
