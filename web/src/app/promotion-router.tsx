import { type ComponentType, lazy, Suspense } from 'react';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { promotionPaths } from '../config/paths.ts';
import { ErrorBoundary } from '../ui/error-boundary/error-boundary.tsx';
import { SCREEN_FAILED } from '../ui/messages.ts';
import { ScreenError } from '../ui/screen-state/screen-state.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { Splash } from './splash.tsx';

type ScreenModule = Promise<{ Component: ComponentType }>;
const screen = (load: () => ScreenModule) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

/** The promotion entry's hash routes (DESIGN §4), each its own chunk. */
const routes: { path: string; Screen: ComponentType }[] = [
  { path: promotionPaths.register, Screen: screen(() => import('../features/promotion/register-route.tsx')) },
  { path: promotionPaths.download, Screen: screen(() => import('../features/promotion/download-route.tsx')) },
  {
    path: promotionPaths.agreement,
    Screen: screen(() => import('../features/promotion/agreement-route.tsx')),
  },
];

/** A bare `promotion.html` or an unknown hash opens the registration, keeping the link's query. */
function ToRegister() {
  const { search } = useLocation();
  return <Navigate to={`${promotionPaths.register}${search}`} replace />;
}

export function PromotionRouter() {
  return (
    <HashRouter>
      <ScrollToTop />
      <ErrorBoundary
        fallback={<ScreenError message={SCREEN_FAILED} onRetry={() => window.location.reload()} />}
      >
        <Suspense fallback={<Splash />}>
          <Routes>
            {routes.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path="*" element={<ToRegister />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </HashRouter>
  );
}
