import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { FIRST_CALL_PATHS } from './app/first-call-paths.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { preloadScreen } from './app/routes.tsx';
import { registerServiceWorkerOnLoad } from './app/service-worker-on-load.ts';
import './ui/theme.css';
import './app/global.css';
import './ui/button/button.css';

const container = document.getElementById('root');
if (!container) throw new Error('Failed to start the app: #root is missing from index.html.');

// The screen's code and its first API call start now, side by side with React's first render,
// rather than one after the other (issue 16).
preloadScreen(window.location.pathname);
if (FIRST_CALL_PATHS.has(window.location.pathname))
  void import('./app/early-data.ts').then((early) => early.startFirstCall(window.location));

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
