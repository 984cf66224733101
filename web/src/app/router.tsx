import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ScreenLoading } from '../ui/screen-state/screen-state.tsx';
import { DefaultBack } from './default-back.tsx';
import { routes } from './routes.tsx';

export function AppRouter() {
  return (
    <BrowserRouter>
      <DefaultBack />
      <Suspense fallback={<ScreenLoading />}>
        <Routes>
          {routes.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
