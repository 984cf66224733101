import { type ComponentType, lazy } from 'react';
import { HashRouter, Navigate, Route, useLocation } from 'react-router-dom';
import { promotionPaths } from '../config/paths.ts';
import { RouteSwitch, type ScreenRoute } from './route-switch.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

type ScreenModule = Promise<{ Component: ComponentType }>;
const screen = (load: () => ScreenModule) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

/** The promotion entry's hash routes (DESIGN §4), each its own chunk. */
const routes: ScreenRoute[] = [
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
      <RouteSwitch routes={routes}>
        <Route path="*" element={<ToRegister />} />
      </RouteSwitch>
    </HashRouter>
  );
}
