import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadingOverlay } from '../ui/loading/loading-overlay.tsx';
import { ToastViewport } from '../ui/toast/toast-viewport.tsx';
import { PromotionRouter } from './promotion-router.tsx';
import { queryClient } from './query-client.ts';
import { registerServiceWorkerOnLoad } from './service-worker-on-load.ts';
import '../ui/theme.css';
import './global.css';
import '../ui/button/button.css';

// The promotion entry (promotion.html, DESIGN §1): public pages for visitors from advertising
// links. No native shell and no borrower session, so none of the main app's bridge listeners.
const container = document.getElementById('root');
if (!container) throw new Error('Failed to start the promotion pages: #root is missing from promotion.html.');

const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PromotionRouter />
        <ToastViewport />
        <LoadingOverlay />
      </QueryClientProvider>
    </StrictMode>,
  );
});

registerServiceWorkerOnLoad();
