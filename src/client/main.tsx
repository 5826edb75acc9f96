import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RootLayout } from './app/root-layout';
import { loadOutbox, startOutbox } from './lib/offline/outbox';
import { persistQueryCache, restoreQueryCache } from './lib/offline/persist-cache';
import { registerServiceWorker } from './lib/offline/service-worker';
import { ME_QUERY_KEY, queryClient } from './lib/query-client';
import { primeSounds } from './lib/sounds';
import { syncThemeClass } from './lib/stores/app-store';
import './styles.css';

syncThemeClass();
// Browsers start audio only after a tap: the first one on any page readies it (decision 0094).
primeSounds();

// The last sync and the writes still waiting are read from IndexedDB before the first render,
// so a reload without a network opens on them (decisions 0097, 0098).
await Promise.all([restoreQueryCache(queryClient), loadOutbox()]);
persistQueryCache(queryClient);
startOutbox();
if (navigator.onLine) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RootLayout />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
