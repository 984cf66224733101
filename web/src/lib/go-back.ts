import type { NavigateFunction } from 'react-router-dom';
import { closeWebView } from '../bridge/actions';
import { canGoBack } from './history.ts';

/**
 * What "back" means in the web view: the app's previous page, or, from the first page, closing
 * the web view so the shell's screen underneath shows again. The iOS back gesture does this by
 * default; a screen that intercepts the gesture (a retention popup) calls it to let the borrower go.
 * (A plain function, not a hook: as a hook it made the bundler split React out of the entry chunk.)
 * @example const navigate = useNavigate(); <button onClick={() => goBack(navigate)}>Leave</button>
 */
export function goBack(navigate: NavigateFunction): void {
  if (canGoBack()) void navigate(-1);
  else closeWebView();
}
