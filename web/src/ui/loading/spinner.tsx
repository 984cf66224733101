import type { CSSProperties } from 'react';
import '../theme.css';
import './loading.css';

export interface SpinnerProps {
  /** Diameter in px; default 24. */
  readonly size?: number;
  /** Accessible name, also shown beside the spinner when `showLabel` is set. Default 'Loading'. */
  readonly label?: string;
  readonly showLabel?: boolean;
  readonly className?: string;
}

/**
 * An inline CSS spinner for in-page loading states (lists, buttons).
 *
 * @example {isPending ? <Spinner label="Loading orders" /> : <OrderList />}
 */
export function Spinner({ size = 24, label = 'Loading', showLabel = false, className }: SpinnerProps) {
  const style: CSSProperties = { width: size, height: size, borderWidth: Math.max(2, Math.round(size / 10)) };
  return (
    <span className={className ? `ui-spinner-wrap ${className}` : 'ui-spinner-wrap'} role="status">
      <span className="ui-spinner" style={style} aria-hidden="true" />
      <span className={showLabel ? 'ui-spinner-label' : 'ui-visually-hidden'}>{label}</span>
    </span>
  );
}
