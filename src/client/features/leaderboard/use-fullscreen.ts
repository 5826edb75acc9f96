import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Fullscreen for one element (the projector's page): whether the browser allows it, whether it
 * is on, and a toggle. Esc (the browser's own way out) updates the state too.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  useEffect(() => {
    const update = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [ref]);

  const toggle = useCallback(() => {
    // A refusal (no user gesture, a policy) leaves the page as it was; nothing to report.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void ref.current?.requestFullscreen().catch(() => {});
  }, [ref]);

  return { supported, active, toggle };
}
