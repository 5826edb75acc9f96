import { useEffect } from 'react';

// Controls that give the spacebar a meaning of their own (typing, pressing, ticking).
const HANDLES_SPACE = [
  'input',
  'textarea',
  'select',
  'button',
  'a[href]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  ...[
    'button',
    'checkbox',
    'combobox',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'option',
    'radio',
    'slider',
    'switch',
    'tab',
  ].map((role) => `[role="${role}"]`),
].join(',');

/**
 * On the dashboard the spacebar's default action (scrolling the page) is
 * stopped outside inputs, so a stray press in front of the class never jumps the page.
 */
export function useSpaceKeyGuard() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(HANDLES_SPACE)) return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
