import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { closeWebView } from '../bridge/actions';
import { setDefaultBackHandler } from '../bridge/native-back';
import { canGoBack } from '../lib/history.ts';

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
