import { ScreenSkeleton, type SkeletonShape } from '../skeleton/screen-skeleton.tsx';
import './screen-state.css';

/**
 * A full-screen loading state for a screen whose data is on its way: the screen's skeleton,
 * its label said to screen readers.
 */
export function ScreenLoading({ label = 'Loading', shape }: { label?: string; shape?: SkeletonShape }) {
  return <ScreenSkeleton label={label} shape={shape} />;
}

interface ScreenErrorProps {
  message: string;
  /** Offers a retry button when given. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** A full-screen error state: what went wrong, and a way to try again. */
export function ScreenError({ message, onRetry, retrying = false }: ScreenErrorProps) {
  return (
    <div className="screen-state" role="alert">
      <p className="screen-state__message">{message}</p>
      {onRetry && (
        <button
          type="button"
          className="btn btn--primary screen-state__retry"
          onClick={onRetry}
          disabled={retrying}
        >
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      )}
    </div>
  );
}
