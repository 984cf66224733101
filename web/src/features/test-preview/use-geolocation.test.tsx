import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCoordinate,
  LOCATION_DENIED,
  LOCATION_NOT_FOUND,
  LOCATION_TIMEOUT,
  LOCATION_UNAVAILABLE,
  locationFailure,
  useGeolocation,
} from './use-geolocation.ts';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number }) => void;

function fakeGeolocation(answer: (success: Success, failure: Failure) => void) {
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: answer } });
}

afterEach(() => vi.unstubAllGlobals());

describe('useGeolocation', () => {
  it('shows the coordinates of the position found', () => {
    fakeGeolocation((success) => success({ coords: { latitude: 14.5995, longitude: 120.9842 } }));
    const { result } = renderHook(() => useGeolocation());
    act(() => result.current.locate());
    expect(result.current.state).toEqual({ status: 'found', latitude: 14.5995, longitude: 120.9842 });
  });

  it('is locating until the browser answers', () => {
    fakeGeolocation(() => {});
    const { result } = renderHook(() => useGeolocation());
    act(() => result.current.locate());
    expect(result.current.state).toEqual({ status: 'locating' });
  });

  it('says permission was refused', () => {
    fakeGeolocation((_, failure) => failure({ code: 1 }));
    const { result } = renderHook(() => useGeolocation());
    act(() => result.current.locate());
    expect(result.current.state).toEqual({ status: 'failed', message: LOCATION_DENIED });
  });

  it('says geolocation is unavailable when the browser has none', () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const { result } = renderHook(() => useGeolocation());
    act(() => result.current.locate());
    expect(result.current.state).toEqual({ status: 'failed', message: LOCATION_UNAVAILABLE });
  });
});

describe('location wording', () => {
  it('names each failure', () => {
    expect(locationFailure(1)).toBe(LOCATION_DENIED);
    expect(locationFailure(2)).toBe(LOCATION_NOT_FOUND);
    expect(locationFailure(3)).toBe(LOCATION_TIMEOUT);
  });

  it('writes a coordinate to 6 decimals at most', () => {
    expect(formatCoordinate(14.59950001)).toBe('14.5995');
    expect(formatCoordinate(-0.1234567)).toBe('-0.123457');
    expect(formatCoordinate(120)).toBe('120');
  });
});
