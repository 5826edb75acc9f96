import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RootLayout } from './app/root-layout';
import { queryClient } from './lib/query-client';
import { primeSounds } from './lib/sounds';
import { syncThemeClass } from './lib/stores/app-store';
import './styles.css';

syncThemeClass();
// Browsers start audio only after a tap: the first one on any page readies it (decision 0094).
primeSounds();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RootLayout />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
