import { BrowserRouter } from 'react-router-dom';
import { DefaultBack } from './default-back.tsx';
import { RouteSwitch } from './route-switch.tsx';
import { routes } from './routes.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

export function AppRouter() {
  return (
    <BrowserRouter>
      <DefaultBack />
      <ScrollToTop />
      <RouteSwitch routes={routes} />
    </BrowserRouter>
  );
}
