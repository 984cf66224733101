import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the app. Envelope errors resolve (the client toasts them), so a thrown
 * error is a network or HTTP failure: retry once, then let the screen offer a retry.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 0, refetchOnWindowFocus: true },
    mutations: { retry: 0 },
  },
});
