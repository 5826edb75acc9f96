/**
 * First focusable element of every frame: jumps past the top bar to #main. With `target` and
 * `label` (the dashboard's 'Skip to students'), it moves focus into the target instead: onto its
 * element in the Tab order (a roving tab index's active card), so Enter is the next key.
 */
export function SkipLink({
  target = 'main',
  label = 'Skip to content',
}: {
  target?: string;
  label?: string;
}) {
  return (
    <a
      href={`#${target}`}
      onClick={(event) => {
        const element = document.getElementById(target);
        if (!element || target === 'main') return;
        event.preventDefault();
        const inside = element.querySelector<HTMLElement>('[tabindex="0"]') ?? element;
        inside.focus();
      }}
      className="sr-only z-50 rounded-md bg-brand px-3 py-2 text-brand-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {label}
    </a>
  );
}
