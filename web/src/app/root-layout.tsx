import { Outlet } from 'react-router-dom';
import { DefaultBack } from './default-back.tsx';

/** Wraps every screen: the router-aware pieces that are not screens themselves. */
export function RootLayout() {
  return (
    <>
      <DefaultBack />
      <Outlet />
    </>
  );
}
