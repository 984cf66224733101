import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { goHome } from '../../bridge/actions';
import { canGoBack } from '../../lib/history.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import './not-found.css';

/** Any path without a screen. */
export function Component() {
  const navigate = useNavigate();
  useEffect(() => setPageTitle('Page not found'), []);
  // Back through the app's own pages; from the first page, the shell's home screen.
  const leave = () => (canGoBack() ? void navigate(-1) : goHome());
  return (
    <main className="not-found">
      <p className="not-found__code">404</p>
      <h1 className="not-found__title">Page not found</h1>
      <p className="not-found__text">The page you opened does not exist or has moved.</p>
      <button type="button" className="btn btn--primary not-found__back" onClick={leave}>
        Go back
      </button>
    </main>
  );
}
