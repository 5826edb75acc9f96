import { useMemo } from 'react';
import { qrPath } from './qr-path';

// A QR code (the class code's join link, a family letter's sign-up link), drawn here from the
// qrcode library's module matrix as one SVG path: no image request, no canvas (prints sharp at any size), no markup injected as a string
// (the CSP stays strict), and nothing about the child leaves the browser to draw it.

/** Quiet zone around the code, in modules (the standard asks for 4). */
const QUIET = 4;

interface QrCodeProps {
  value: string;
  label: string;
  className?: string;
  /** Pixels; otherwise the className sizes it. */
  size?: number;
  'data-testid'?: string;
}

/**
 * A QR code for `value`, black on white whatever the theme (phone cameras need the contrast).
 * `data-url` carries the value, so a test can read what a camera would open.
 */
export function QrCode({ value, label, className, size: px, 'data-testid': testId }: QrCodeProps) {
  const { size, d } = useMemo(() => qrPath(value), [value]);
  const box = size + QUIET * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      data-url={value}
      width={px}
      height={px}
      viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
      className={className}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
