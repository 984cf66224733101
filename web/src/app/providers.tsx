import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingOverlay } from '../ui/loading/loading-overlay.tsx';
import { ToastViewport } from '../ui/toast/toast-viewport.tsx';
import { queryClient } from './query-client.ts';
import { RefreshOnResume } from './refresh-on-resume.tsx';

/** The app's providers; `client` is the app's one query cache unless a screen test gives its own. */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <RefreshOnResume />
      <ToastViewport />
      <LoadingOverlay />
    </QueryClientProvider>
  );
}
