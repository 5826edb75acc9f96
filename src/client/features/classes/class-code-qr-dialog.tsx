import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { ClassView } from '@shared/classes/schemas';
import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { ClassCodeQr } from './class-code-qr';

/**
 * The code card's QR button: a small code on the card, and one tap shows it large enough to
 * scan from the back of the room (or on the projector), with the code beside it. As tall as the
 * Copy button beside it, so the card keeps its height and the phone's first student card stays
 * on the first screen.
 */
export function ClassCodeQrButton({ klass }: { klass: ClassView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Show the QR code to join"
        className="inline-flex h-10 items-center gap-2 rounded-md border border-border bg-surface pr-3 pl-1 max-sm:h-11 text-sm font-medium hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ClassCodeQr classCode={klass.classCode} size={28} className="p-0.5" />
        <span aria-hidden="true" className="inline-flex items-center gap-1">
          <QrCode className="size-4 max-sm:hidden" />
          QR
        </span>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md justify-items-center text-center">
          <DialogHeader className="justify-items-center pr-0">
            <DialogTitle>Join {klass.name}</DialogTitle>
            <DialogDescription>
              Students scan this with their phone camera: the join page opens with the class code filled in.
            </DialogDescription>
          </DialogHeader>
          <ClassCodeQr classCode={klass.classCode} size={280} className="p-4" />
          <p className="font-mono text-3xl font-bold tracking-[0.2em]" data-testid="qr-dialog-code">
            {klass.classCode}
          </p>
        </DialogContent>
      </Dialog>
    </>
  );
}
