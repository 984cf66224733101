import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the part that failed. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
}

/**
 * Keeps a failure of one part (a chunk that did not download on a weak network, a library that
 * threw) from blanking the whole page: that part shows `fallback` instead.
 *
 * @example <ErrorBoundary fallback={<p>The barcode could not be shown.</p>}><Barcode /></ErrorBoundary>
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the page failed and shows its fallback:', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
