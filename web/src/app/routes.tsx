import { type ComponentType, lazy } from 'react';
import { paths } from '../config/paths.ts';

/**
 * The route table. Every screen is its own chunk: a route module exports `Component`. A route
 * appears here when its screen is built. Declarative routes with React.lazy keep react-router's
 * data-router code (≈16 KB gzip) out of the first route (DESIGN §9 budget).
 */
type ScreenModule = Promise<{ Component: ComponentType }>;
type ScreenLoader = () => ScreenModule;
const loaders = new Map<ComponentType, ScreenLoader>();
const screen = (load: ScreenLoader) => {
  const Screen = lazy(() => load().then((module) => ({ default: module.Component })));
  loaders.set(Screen, load);
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
 * Starts downloading the screen of this address now, while main.js still runs, instead of after
 * React's first render asks for it (issue 16: no waterfall). React.lazy's own import later gets
 * the same module. Paths compare as the router does (case-insensitive, no trailing slash).
 */
export function preloadScreen(pathname: string): void {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const route = routes.find((candidate) => candidate.path.toLowerCase() === wanted);
  // A failed download shows when the screen renders (the route's retry); nothing to do here.
  if (route !== undefined)
    loaders
      .get(route.Screen)?.()
      .catch(() => {});
}
