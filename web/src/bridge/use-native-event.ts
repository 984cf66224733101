import { useEffect, useEffectEvent } from 'react';
import type { NativeEventName } from '../../../bridge-protocol/protocol';
import { type NativeEventHandler, onNativeEvent } from './native-events';

/**
 * Listens to a native event while the component is mounted. The latest `handler` always runs,
 * so it may read fresh state without re-subscribing on every render. For the back gesture use
 * `useBackHandler` instead: it replaces the app's default rather than running beside it.
 *
 * @example
 * useNativeEvent('resume', () => void refetch());
 */
export function useNativeEvent<N extends NativeEventName>(name: N, handler: NativeEventHandler<N>): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => onNativeEvent(name, (payload) => onEvent(payload)), [name]);
}
