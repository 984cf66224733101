import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the part that failed. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
  /** A change of it (another page) tries the children again. */
  readonly resetKey?: string;
}

interface State {
  readonly failed: boolean;
  readonly resetKey?: string;
}

/**
 * Keeps a failure of one part (a chunk that did not download on a weak network, a library that
 * threw) from blanking the whole page: that part shows `fallback` instead.
 *
 * @example <ErrorBoundary fallback={<p>The barcode could not be shown.</p>}><Barcode /></ErrorBoundary>
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the page failed and shows its fallback:', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
