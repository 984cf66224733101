import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DefaultBack } from './default-back.tsx';
import { routes } from './routes.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { Splash } from './splash.tsx';

export function AppRouter() {
  return (
    <BrowserRouter>
      <DefaultBack />
      <ScrollToTop />
      <Suspense fallback={<Splash />}>
        <Routes>
          {routes.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
