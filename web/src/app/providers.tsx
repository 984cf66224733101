import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingOverlay } from '../ui/loading/loading-overlay.tsx';
import { ToastViewport } from '../ui/toast/toast-viewport.tsx';
import { queryClient } from './query-client.ts';
import { RefreshOnResume } from './refresh-on-resume.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <RefreshOnResume />
      <ToastViewport />
      <LoadingOverlay />
    </QueryClientProvider>
  );
}
