import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingOverlay } from '../ui/loading/loading-overlay.tsx';
import { ToastViewport } from '../ui/toast/toast-viewport.tsx';
import { queryClient } from './query-client.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastViewport />
      <LoadingOverlay />
    </QueryClientProvider>
  );
}
