import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { RootLayout } from './root-layout.tsx';

/**
 * The route table. Every screen is its own chunk: a route module exports `Component`. A route
 * appears here when its screen is built; paths come from config/paths.ts.
 */
const order = () => import('../features/order/order-route.tsx');

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { path: paths.loanDetail, lazy: order },
      { path: paths.order, lazy: order },
      { path: paths.error, lazy: () => import('../features/joint-login/joint-login-route.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];
