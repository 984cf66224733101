import { describe, expect, it } from 'vitest';
import { moduleKey, routePaths } from './route-paths.ts';

const paths = { loanDetail: '/loanDetail', order: '/order', error: '/error', repay: '/repay' };

const source = `
const screen = (load: () => ScreenModule) => lazy(() => load().then((m) => ({ default: m.Component })));
const OrderScreen = screen(() => import('../features/order/order-route.tsx'));

export const routes: { path: string; Screen: ComponentType }[] = [
  { path: paths.loanDetail, Screen: OrderScreen },
  { path: paths.order, Screen: OrderScreen },
  { path: paths.error, Screen: screen(() => import('../features/joint-login/joint-login-route.tsx')) },
  { path: paths.unknownKey, Screen: screen(() => import('../features/x/x-route.tsx')) },
  { path: '*', Screen: screen(() => import("./routes/not-found.tsx")) },
];`;

describe('route paths from the route table source', () => {
  it('maps each lazily imported module to the paths it serves', () => {
    expect(Object.fromEntries(routePaths(source, paths))).toEqual({
      '../features/order/order-route.tsx': ['/loanDetail', '/order'],
      '../features/joint-login/joint-login-route.tsx': ['/error'],
      './routes/not-found.tsx': ['*'],
    });
  });

  it('reads entries written over several lines', () => {
    const multiLine = `[
      {
        path: paths.repay,
        Screen: screen(() =>
          import('../features/repay/repay-route.tsx'),
        ),
      },
    ]`;
    expect(Object.fromEntries(routePaths(multiLine, paths))).toEqual({
      '../features/repay/repay-route.tsx': ['/repay'],
    });
  });

  it('turns an import of the route table into a manifest key', () => {
    expect(moduleKey('../features/order/order-route.tsx', 'src/app')).toBe(
      'src/features/order/order-route.tsx',
    );
    expect(moduleKey('./routes/not-found.tsx', 'src/app')).toBe('src/app/routes/not-found.tsx');
  });
});

describe('route paths of another table', () => {
  it('reads entries that name their own paths object', () => {
    const promotion = `[
      { path: promotionPaths.register, Screen: screen(() => import('../features/promotion/register-route.tsx')) },
      { path: paths.register, Screen: screen(() => import('../features/x/x-route.tsx')) },
    ]`;
    expect(Object.fromEntries(routePaths(promotion, { register: '/register' }, 'promotionPaths'))).toEqual({
      '../features/promotion/register-route.tsx': ['/register'],
    });
  });
});
