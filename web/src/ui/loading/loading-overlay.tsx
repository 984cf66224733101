import { useSyncExternalStore } from 'react';
import { getLoadingState, subscribeLoading } from './loading-store';
import '../theme.css';
import './loading.css';

/**
 * The full-screen loading indicator driven by startLoading. Mount once near the app root. While
 * shown, a translucent layer covers the page so taps cannot reach buttons (no double submits).
 *
 * @example <LoadingOverlay />
 */
export function LoadingOverlay() {
  const { active, text } = useSyncExternalStore(subscribeLoading, getLoadingState, getLoadingState);
  if (!active) return null;
  return (
    <div className="ui-loading-overlay" data-testid="loading-overlay">
      <div className="ui-loading-box" role="progressbar" aria-busy="true" aria-label={text || 'Loading'}>
        <span className="ui-spinner ui-spinner--on-dark" aria-hidden="true" />
        {text ? <span className="ui-loading-text">{text}</span> : null}
      </div>
    </div>
  );
}
