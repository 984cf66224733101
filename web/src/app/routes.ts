import type { RouteObject } from 'react-router-dom';

/**
 * The route table. Every screen is its own chunk: a route module exports `Component` (and, where
 * it prefetches, a `loader`). A route appears here when its screen is built.
 */
export const routes: RouteObject[] = [
  { path: '/loanDetail', lazy: () => import('../features/order/order-route.tsx') },
  { path: '/order', lazy: () => import('../features/order/order-route.tsx') },
  { path: '/error', lazy: () => import('../features/joint-login/joint-login-route.tsx') },
  { path: '*', lazy: () => import('./routes/not-found.tsx') },
];
