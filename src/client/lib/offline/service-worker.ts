import { toast } from '../toast';

// Registers the service worker that lets the app open without a network (decision 0099). A new
// version is installed in the background and waits: the teacher mid-lesson is never reloaded
// under their fingers; a toast offers 'Reload' and the new version starts then (or at the next
// visit). Loaded after the page, so the first download stays small.

const UPDATE_TOAST_MS = 60 * 60 * 1000;

/**
 * Starts the waiting worker. A page the old worker controls is reloaded by vite-plugin-pwa on
 * the 'controllerchange' that follows; a page no worker controls (its first visit: the worker
 * does not claim open pages) never gets that event, so it reloads itself once the new worker
 * is past waiting, and the reload is served by it.
 */
async function startNewVersion(update: (reloadPage?: boolean) => Promise<void>) {
  await update(true);
  if (navigator.serviceWorker.controller) return;
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (waiting && waiting.state === 'installed') {
    await new Promise<void>((resolve) => {
      waiting.addEventListener('statechange', () => {
        if (waiting.state !== 'installed') resolve();
      });
    });
  }
  window.location.reload();
}

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    const update = registerSW({
      onNeedRefresh() {
        toast({
          title: 'A new version of Remote Chalk is ready',
          description: 'Reload to use it. Changes waiting to sync are kept.',
          duration: UPDATE_TOAST_MS,
          action: { label: 'Reload', onClick: () => void startNewVersion(update) },
        });
      },
    });
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
