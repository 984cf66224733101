import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setDefaultBackHandler } from '../bridge/native-back';
import { goBack } from '../lib/go-back.ts';

/**
 * The iOS back gesture's default: back through the app's own pages, and from the first page close
 * the web view (the shell's screen underneath shows again).
 */
export function DefaultBack() {
  const navigate = useNavigate();
  useEffect(() => {
    setDefaultBackHandler(() => goBack(navigate));
    return () => setDefaultBackHandler(undefined);
  }, [navigate]);
  return null;
}
