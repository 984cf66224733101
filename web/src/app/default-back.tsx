import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { closeWebView } from '../bridge/actions';
import { setDefaultBackHandler } from '../bridge/native-back';

/** React Router keeps the position in its history stack as `idx` in history.state. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/**
 * The iOS back gesture's default: back through the app's own pages, and from the first page close
 * the web view (the shell's screen underneath shows again).
 */
export function DefaultBack() {
  const navigate = useNavigate();
  useEffect(() => {
    setDefaultBackHandler(() => (canGoBack() ? void navigate(-1) : closeWebView()));
    return () => setDefaultBackHandler(undefined);
  }, [navigate]);
  return null;
}
