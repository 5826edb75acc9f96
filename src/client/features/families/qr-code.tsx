import { useMemo } from 'react';
import { qrPath } from './qr-path';

// The invitation letter's QR code, drawn here from the qrcode library's module matrix as one SVG
// path: no image request, no canvas (prints sharp at any size), no markup injected as a string
// (the CSP stays strict), and nothing about the child leaves the browser to draw it.

/** Quiet zone around the code, in modules (the standard asks for 4). */
const QUIET = 4;

/** A QR code for `value`, black on white whatever the theme (phone cameras need the contrast). */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, d } = useMemo(() => qrPath(value), [value]);
  const box = size + QUIET * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
      className={className}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
