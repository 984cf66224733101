import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { closeWebView } from '../bridge/actions';
import { canGoBack } from './history.ts';

/**
 * What "back" means in the web view: the app's previous page, or, from the first page, closing
 * the web view so the shell's screen underneath shows again. The iOS back gesture does this by
 * default; a screen that intercepts the gesture (a retention popup) calls it to let the borrower go.
 * @example const goBack = useGoBack(); <button onClick={goBack}>Leave</button>
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => (canGoBack() ? void navigate(-1) : void closeWebView()), [navigate]);
}
