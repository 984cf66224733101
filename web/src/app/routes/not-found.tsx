import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { APP_NAME, BRAND_LOGO } from '../../../../content/brand.ts';
import { goHome } from '../../bridge/actions';
import { hasNativeShell } from '../../bridge/send-to-native';
import { href } from '../../config/paths.ts';
import { canGoBack } from '../../lib/history.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { WAY_LABELS } from '../../ui/screen-state/screen-state.tsx';
import './not-found.css';

/** Any path without a screen. */
export function Component() {
  const navigate = useNavigate();
  useEffect(() => setPageTitle('Page not found'), []);
  // Back through the app's own pages; from the first page, the shell's home screen. A browser
  // without a page to go back to has no home to go to: customer service is the way on there.
  const back = canGoBack();
  const leave = () => (back ? void navigate(-1) : goHome());
  const canLeave = back || hasNativeShell();
  return (
    <main className="not-found">
      <p className="not-found__brand">
        <img className="not-found__logo" src={BRAND_LOGO} width="40" height="40" alt="" />
        {APP_NAME}
      </p>
      <p className="not-found__code">404</p>
      <h1 className="not-found__title">Page not found</h1>
      <p className="not-found__text">The page you opened does not exist or has moved.</p>
      {canLeave && (
        <button type="button" className="btn btn--primary not-found__back" onClick={leave}>
          {WAY_LABELS.back}
        </button>
      )}
      <Link
        className={`btn ${canLeave ? 'btn--secondary' : 'btn--primary'} not-found__back`}
        to={href('customerService')}
      >
        {WAY_LABELS.contact}
      </Link>
    </main>
  );
}
