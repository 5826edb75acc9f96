import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useOpening } from '@client/lib/use-opening';
import { Fragment, type ReactNode } from 'react';

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The frame of a report dialog: title, what the report holds, and a form mounted afresh at
 * every opening (`form(close)`), so each opening starts from the defaults.
 */
export function ReportDialog({
  open,
  onOpenChange,
  title,
  description,
  className = 'max-w-md',
  form,
}: ReportDialogProps & {
  title: string;
  description: ReactNode;
  className?: string;
  form: (close: () => void) => ReactNode;
}) {
  const opening = useOpening(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Fragment key={opening}>{form(() => onOpenChange(false))}</Fragment>
      </DialogContent>
    </Dialog>
  );
}
