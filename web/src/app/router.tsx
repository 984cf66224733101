import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from '../ui/error-boundary/error-boundary.tsx';
import { SCREEN_FAILED } from '../ui/messages.ts';
import { ScreenError } from '../ui/screen-state/screen-state.tsx';
import { DefaultBack } from './default-back.tsx';
import { routes } from './routes.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { Splash } from './splash.tsx';

export function AppRouter() {
  return (
    <BrowserRouter>
      <DefaultBack />
      <ScrollToTop />
      {/* A screen chunk that fails to download (a weak network) must not leave a blank web view. */}
      <ErrorBoundary
        fallback={<ScreenError message={SCREEN_FAILED} onRetry={() => window.location.reload()} />}
      >
        <Suspense fallback={<Splash />}>
          <Routes>
            {routes.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
