import { QueryClient } from '@tanstack/react-query';
import { isFreshEarlyAnswer } from './early-query.ts';

/**
 * A query cache with the app's defaults. Envelope errors resolve (the client toasts them), so a
 * thrown error is a network or HTTP failure: retry once, then let the screen offer a retry. A
 * screen mounting on the page's early answer (app/early-answer.ts) takes it as it is. Screen
 * tests make a fresh one per test (tests/screens).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        staleTime: 0,
        refetchOnWindowFocus: true,
        refetchOnMount: (query) => !isFreshEarlyAnswer(query),
      },
      mutations: { retry: 0 },
    },
  });
}

/** The one query cache of the app. */
export const queryClient = createQueryClient();
