import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top: without this, a page reached from the bottom of a long one (the
 * order page's Repayment button) would open scrolled down. Going back (POP) keeps what the browser
 * restores.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // Runs for each new path: the path is what changed, though the body does not read it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
