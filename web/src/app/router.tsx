import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { keepCallValues } from '../api/call-shape.ts';
import { DefaultBack } from './default-back.tsx';
import { RouteSwitch } from './route-switch.tsx';
import { routes } from './routes.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

export function AppRouter() {
  // Once, before any link can drop the address's session from the query.
  useState(keepCallValues);
  return (
    <BrowserRouter>
      <DefaultBack />
      <ScrollToTop />
      <RouteSwitch routes={routes} />
    </BrowserRouter>
  );
}
