import { QrCode } from '@client/components/ui/qr-code';
import { cn } from '@client/lib/cn';

/**
 * The address a student's phone opens from the QR code: the join page on this same server,
 * with the class code filled in (decision 0095). Made in the browser from the page's own
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

/** The class code's join link as a QR code (its own quiet zone, black on white in both themes). */
export function ClassCodeQr({ classCode, size, className }: ClassCodeQrProps) {
  const url = joinUrl(classCode);
  return (
    <div className={cn('inline-block rounded-lg bg-white leading-none', className)}>
      <QrCode
        value={url}
        size={size}
        label={`QR code to join with class code ${classCode}`}
        data-testid="class-code-qr"
      />
    </div>
  );
}
