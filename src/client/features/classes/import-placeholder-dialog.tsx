import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useUiStore } from '@client/lib/stores/ui-store';
import { FileSpreadsheet } from 'lucide-react';

/**
 * Stands in for the CSV import dialog 'Import Student Roster' until the roster import is
 * built: it opens on the same flag (showCSVImport) and says what is coming.
 */
export function ImportPlaceholderDialog() {
  const open = useUiStore((s) => s.showCSVImport);
  const setOpen = useUiStore((s) => s.setShowCSVImport);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <span
            aria-hidden="true"
            className="mb-1 inline-flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-foreground"
          >
            <FileSpreadsheet className="size-5" />
          </span>
          <DialogTitle>Import Student Roster</DialogTitle>
          <DialogDescription>
            Importing a roster from a CSV file is coming in an upcoming Remote Chalk release. Until then, try
            the dashboard with the Trial Class.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={() => setOpen(false)}>Got it</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
