import { useEffect } from 'react';
import { setDefaultBackHandler } from '../bridge/native-back';
import { useGoBack } from '../lib/go-back.ts';

/**
 * The iOS back gesture's default: back through the app's own pages, and from the first page close
 * the web view (the shell's screen underneath shows again).
 */
export function DefaultBack() {
  const goBack = useGoBack();
  useEffect(() => {
    setDefaultBackHandler(goBack);
    return () => setDefaultBackHandler(undefined);
  }, [goBack]);
  return null;
}
