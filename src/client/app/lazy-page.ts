import { type ComponentType, lazy } from 'react';

/** React.lazy for a named export: lazyPage(() => import('./x-page'), 'XPage'). */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
