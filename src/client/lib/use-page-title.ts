import { useEffect } from 'react';

/** Sets document.title to '{title} · Remote Chalk' while the page is shown. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · Remote Chalk` : 'Remote Chalk';
  }, [title]);
}
