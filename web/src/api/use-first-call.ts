import { useQuery } from '@tanstack/react-query';
import type { FirstCall } from './first-call.ts';

/**
 * The screen's query of its declared first call: the generated key and request function, as the
 * generated `useX` hook would run them, with the key on the result as those hooks put it there
 * (AnswerScreen compares it). The page's early answer waits in the cache under that key.
 * @example const info = useFirstCall(instalmentCall(order), { enabled: complete });
 */
export function useFirstCall<T>(call: FirstCall<T>, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ queryKey: call.queryKey, queryFn: ({ signal }) => call.send(signal), enabled });
  return Object.assign(query, { queryKey: call.queryKey });
}
