import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../ui/error-boundary/error-boundary.tsx';
import { FAILURE_TITLES, SCREEN_FAILED } from '../ui/messages.ts';
import { ScreenError } from '../ui/screen-state/screen-state.tsx';
import { Splash } from './splash.tsx';

export interface ScreenRoute {
  readonly path: string;
  readonly Screen: ComponentType;
}

/**
 * The routes of an entry, each screen a lazy chunk: the splash while one loads, and a retry
 * instead of a blank web view when its code fails to download (a weak network).
 */
export function RouteSwitch({ routes, children }: { routes: readonly ScreenRoute[]; children?: ReactNode }) {
  // Another page (Go back, Contact customer service) is a fresh start: the failure was this page's.
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={
        <ScreenError
          title={FAILURE_TITLES.server}
          message={SCREEN_FAILED}
          onRetry={() => window.location.reload()}
        />
      }
    >
      <Suspense fallback={<Splash />}>
        <Routes>
          {routes.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          {children}
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
