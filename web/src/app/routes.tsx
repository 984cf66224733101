import { type ComponentType, lazy, useState } from 'react';
import { paths } from '../config/paths.ts';
import { routeKey } from '../lib/route-key.ts';

/**
 * The route table. Every screen is its own chunk: a route module exports `Component`. A route
 * appears here when its screen is built. Declarative routes with React.lazy keep react-router's
 * data-router code (≈16 KB gzip) out of the first route (DESIGN §9 budget).
 */
type ScreenModule = Promise<{ Component: ComponentType }>;
type ScreenLoader = () => ScreenModule;
const loaders = new Map<ComponentType, ScreenLoader>();
const screen = (load: ScreenLoader) => {
  let loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.Component;
      return module;
    });
  const Lazy = lazy(() => loadAndKeep().then((module) => ({ default: module.Component })));
  // A screen whose code has already arrived (preloadScreen) renders at once; only one still on its
  // way suspends and shows the splash. Without this the first screen always suspended once, and
  // React holds a screen that replaces a fallback back until 300 ms after the fallback appeared
  // (its FALLBACK_THROTTLE_MS), on every first load. Chosen once per mount, so a mounted screen
  // never changes component type (which would remount it).
  function Screen() {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  loaders.set(Screen, loadAndKeep);
  return Screen;
};

const OrderScreen = screen(() => import('../features/order/order-route.tsx'));

export const routes: { path: string; Screen: ComponentType }[] = [
  { path: paths.loanDetail, Screen: OrderScreen },
  { path: paths.order, Screen: OrderScreen },
  { path: paths.error, Screen: screen(() => import('../features/joint-login/joint-login-route.tsx')) },
  { path: paths.repay, Screen: screen(() => import('../features/repay/repay-route.tsx')) },
  { path: paths.repayDelay, Screen: screen(() => import('../features/repay/repay-delay-route.tsx')) },
  { path: paths.repaymentOfCode, Screen: screen(() => import('../features/repay/repayment-code-route.tsx')) },
  {
    path: paths.repaymentOfCode2,
    Screen: screen(() => import('../features/repay/repayment-contract-route.tsx')),
  },
  { path: paths.carpmm, Screen: screen(() => import('../features/repay/carpmm-route.tsx')) },
  {
    path: paths.paymentInstructions,
    Screen: screen(() => import('../features/repay/payment-instructions-route.tsx')),
  },
  { path: paths.confirm, Screen: screen(() => import('../features/confirm/confirm-route.tsx')) },
  {
    path: paths.confirmOfPeriod,
    Screen: screen(() => import('../features/confirm/confirm-of-period-route.tsx')),
  },
  { path: paths.confirmNew, Screen: screen(() => import('../features/confirm/confirm-new-route.tsx')) },
  { path: paths.bindBank, Screen: screen(() => import('../features/bind-bank/bind-bank-route.tsx')) },
  {
    path: paths.customerService,
    Screen: screen(() => import('../features/customer-service/customer-service-route.tsx')),
  },
  {
    path: paths.complaintList,
    Screen: screen(() => import('../features/complaint-list/complaint-list-route.tsx')),
  },
  {
    path: paths.complainDetails,
    Screen: screen(() => import('../features/complaint-list/complaint-details-route.tsx')),
  },
  { path: paths.complaint, Screen: screen(() => import('../features/complaint/complaint-route.tsx')) },
  {
    path: paths.complainPageNext,
    Screen: screen(() => import('../features/complaint/complaint-next-route.tsx')),
  },
  { path: paths.aboutUs, Screen: screen(() => import('../features/legal/about-us-route.tsx')) },
  { path: paths.privacyPolicy, Screen: screen(() => import('../features/legal/privacy-policy-route.tsx')) },
  { path: paths.loanAgreement, Screen: screen(() => import('../features/legal/loan-agreement-route.tsx')) },
  { path: paths.official, Screen: screen(() => import('../features/official/official-route.tsx')) },
  {
    path: paths.officialAbout,
    Screen: screen(() => import('../features/official/official-about-route.tsx')),
  },
  {
    path: paths.officialPolicy,
    Screen: screen(() => import('../features/official/official-policy-route.tsx')),
  },
  { path: paths.officialLoan, Screen: screen(() => import('../features/official/official-loan-route.tsx')) },
  {
    path: paths.legacyRepay,
    Screen: screen(() => import('../features/legacy-repay/legacy-repay-route.tsx')),
  },
  {
    path: paths.testPreview,
    Screen: screen(() => import('../features/test-preview/test-preview-route.tsx')),
  },
  { path: paths.suggestion, Screen: screen(() => import('../features/suggestion/suggestion-route.tsx')) },
  { path: '*', Screen: screen(() => import('./routes/not-found.tsx')) },
];

/**
 * Starts loading the screen of this address now, while main.js still runs, instead of after
 * React's first render asks for it (no waterfall on the first screen); the HTML has already preloaded its
 * files (web/route-preload.ts), so this mostly starts running them. React.lazy's own import later
 * gets the same module. Paths compare as the router does (routeKey). Settles once the screen's
 * code is here (or failed to come).
 */
export function preloadScreen(pathname: string): Promise<void> {
  const wanted = routeKey(pathname);
  // An address no route names gets the catch-all (the not-found screen), as in the router.
  const route =
    routes.find((candidate) => routeKey(candidate.path) === wanted) ??
    routes.find((candidate) => candidate.path === '*');
  // A failed download shows when the screen renders (the route's retry); nothing to do here.
  const load = route === undefined ? undefined : loaders.get(route.Screen);
  return load === undefined
    ? Promise.resolve()
    : load().then(
        () => undefined,
        () => undefined,
      );
}
