import { useEffect, useEffectEvent } from 'react';
import { pushBackHandler } from './native-back';

/**
 * While mounted (and `enabled`), the native back event runs `handler` instead of the app default.
 * @example useBackHandler(() => setRetentionOpen(true), confirm.isPopType === 1);
 */
export function useBackHandler(handler: () => void, enabled = true): void {
  const onBack = useEffectEvent(handler);
  useEffect(() => (enabled ? pushBackHandler(() => onBack()) : undefined), [enabled]);
}
