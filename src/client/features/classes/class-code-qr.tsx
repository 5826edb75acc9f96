import { cn } from '@client/lib/cn';
import { QRCodeSVG } from 'qrcode.react';

/**
 * The address a student's phone opens from the QR code: the join page on this same server,
 * with the class code filled in (issue 24 point 7). Made in the browser from the page's own
 * origin: the code never goes to a QR service (decision 0095).
 */
export function joinUrl(classCode: string, origin = window.location.origin): string {
  return `${origin}/student-auth?${new URLSearchParams({ code: classCode })}`;
}

interface ClassCodeQrProps {
  classCode: string;
  /** Pixels. */
  size: number;
  className?: string;
}

/**
 * The QR code, dark on white in both themes (phone cameras read dark modules on a light
 * ground most reliably), with a quiet zone around it.
 */
export function ClassCodeQr({ classCode, size, className }: ClassCodeQrProps) {
  const url = joinUrl(classCode);
  return (
    <div className={cn('inline-block rounded-lg bg-white p-3 leading-none', className)}>
      <QRCodeSVG
        value={url}
        size={size}
        level="M"
        bgColor="#ffffff"
        fgColor="#000000"
        role="img"
        aria-label={`QR code to join with class code ${classCode}`}
        data-testid="class-code-qr"
        data-url={url}
      />
    </div>
  );
}
