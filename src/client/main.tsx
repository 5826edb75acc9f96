import { RootLayout } from '@client/app/root-layout';
import { queryClient } from '@client/lib/query-client';
import { syncThemeClass } from '@client/lib/stores/app-store';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './styles.css';

syncThemeClass();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RootLayout />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
