import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/lib/toast';
import { useCopyToClipboard } from '@client/lib/use-copy-to-clipboard';
import type { ClassView } from '@shared/classes/schemas';
import { Check, Copy } from 'lucide-react';
import { ClassCodeQrButton } from './class-code-qr-dialog';

/** The current class's Student Class Code with a copy button (copied state for 2 s). */
export function ClassCodeCard({ klass }: { klass: ClassView }) {
  const { copied, copy } = useCopyToClipboard();

  const onCopy = async () => {
    if (await copy(klass.classCode)) {
      toast({ title: 'Copied!', description: 'Class code copied to clipboard', variant: 'success' });
    } else {
      toastError('Failed to copy class code', undefined, 'Copy Failed');
    }
  };

  return (
    <div className="grid gap-1.5 sm:gap-2">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Student Class Code
      </p>
      <div className="flex items-center gap-2">
        <p
          data-testid="class-code"
          className="rounded-lg border-2 border-dashed border-brand/45 bg-brand-soft/60 px-3 py-1 font-mono text-lg sm:py-1.5 sm:text-xl font-bold tracking-[0.18em] text-foreground"
        >
          {klass.classCode}
        </p>
        <Button
          variant="outline"
          className="max-sm:h-11"
          onClick={() => void onCopy()}
          aria-label={copied ? 'Class code copied' : 'Copy class code'}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span aria-hidden="true">{copied ? 'Copied!' : 'Copy'}</span>
        </Button>
        <ClassCodeQrButton klass={klass} />
      </div>
      <p className="text-xs text-muted-foreground sm:text-sm">Share this code with students to join</p>
    </div>
  );
}
