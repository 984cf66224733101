import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import './ui/theme.css';
import './app/global.css';
import './ui/button/button.css';

const container = document.getElementById('root');
if (!container) throw new Error('Failed to start the app: #root is missing from index.html.');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
