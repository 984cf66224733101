import { Link } from 'react-router-dom';
import { setPageTitle } from '../../lib/page-title.ts';
import './not-found.css';

export function Component() {
  setPageTitle('Page not found');
  return (
    <main className="not-found">
      <p className="not-found__code">404</p>
      <h1 className="not-found__title">Page not found</h1>
      <p className="not-found__text">The page you opened does not exist or has moved.</p>
      <Link className="not-found__link" to="/">
        Go to the home page
      </Link>
    </main>
  );
}
