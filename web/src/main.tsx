import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptEarlyAnswer } from './app/early-answer.ts';
import { AppProviders } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { AppRouter } from './app/router.tsx';
import { preloadScreen } from './app/routes.tsx';
import { registerServiceWorkerOnLoad } from './app/service-worker-on-load.ts';
import './ui/theme.css';
import './app/global.css';
import './ui/button/button.css';

const container = document.getElementById('root');
if (!container) throw new Error('Failed to start the app: #root is missing from index.html.');

// The screen's code starts now, side by side with React's first render, rather than one after the
// other. Its first API call is already on its way: the page's inline script sent it
// (app/early-start.ts); its answer goes into the query cache under the screen's key before the
// screen's query mounts (app/early-answer.ts).
void preloadScreen(window.location.pathname);
adoptEarlyAnswer(queryClient);

const root = createRoot(container);
// A transition lets React render the first screen in short slices instead of one long task, so
// the phone stays responsive while the app starts (Lighthouse counts long tasks as blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});

registerServiceWorkerOnLoad();
