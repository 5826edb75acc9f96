import { useSyncExternalStore } from 'react';
import { ApiError } from '../api';

// Whether the browser has a network, and whether a failure was the network's (decision 0097).

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

export const isOnline = () => navigator.onLine;

/** Re-renders when the browser goes on or off line. */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);

/**
 * A failure the same request may not meet again: no answer at all (fetch rejects with a
 * TypeError when the network is down or the connection drops mid-flight) or a gateway in front
 * saying the server is unreachable (502, 504, or a 503 that is not the app's own JSON error).
 * Any answer of the app itself is its verdict on the request (decision 0097).
 */
export function isNetworkError(error: unknown) {
  if (error instanceof ApiError) {
    return error.status === 502 || error.status === 504 || (error.status === 503 && !error.serverMessage);
  }
  return error instanceof TypeError;
}
