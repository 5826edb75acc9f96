import { cn } from '@client/lib/cn';
import type { CSSProperties, ReactNode } from 'react';

interface FitGridProps {
  /** How many cells. */
  count: number;
  /** Columns on a large screen; cells fill them top to bottom, then the next column. */
  columns: number;
  /** At least this many rows, so a short list keeps rows of a sensible height. */
  minRows?: number;
  /** Font size as a fraction of a row's height (large screens). */
  fitHeight?: number;
  /** Font size as a fraction of a column's width (large screens): keeps names inside. */
  fitWidth?: number;
  /** The largest font size. */
  maxFont?: string;
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The projector's list, sized to its box on a large screen: `columns` × `rows` cells fill the
 * tab's height (its TabsContent is a size container) and the type grows or shrinks with the
 * cell (cqh/cqw units), so a class of 30 fits a 1080p screen without scrolling. Below `lg`
 * (a phone or tablet) it is an ordinary list that scrolls.
 */
export function FitGrid({
  count,
  columns,
  minRows = 1,
  fitHeight = 0.4,
  fitWidth = 0.085,
  maxFont = '2.5rem',
  label,
  className,
  children,
}: FitGridProps) {
  const rows = Math.max(minRows, Math.ceil(count / columns));
  const style = {
    '--rows': rows,
    '--cols': columns,
    '--fit-h': fitHeight,
    '--fit-w': fitWidth,
    '--max-font': maxFont,
  } as CSSProperties;
  return (
    <ol
      aria-label={label}
      style={style}
      className={cn(
        'grid gap-3 text-xl sm:grid-cols-2',
        'lg:h-full lg:grid-flow-col lg:gap-4',
        'lg:[grid-template-columns:repeat(var(--cols),minmax(0,1fr))]',
        'lg:[grid-template-rows:repeat(var(--rows),minmax(min-content,1fr))]',
        // A cell is (box - gaps) / count on each axis; the gap is lg:gap-4 (1rem).
        'lg:[font-size:clamp(1rem,min((100cqh_-_(var(--rows)_-_1)*1rem)/var(--rows)*var(--fit-h),(100cqw_-_(var(--cols)_-_1)*1rem)/var(--cols)*var(--fit-w)),var(--max-font))]',
        className,
      )}
    >
      {children}
    </ol>
  );
}
