import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import type { ClassView } from '@shared/classes/schemas';
import { ChevronDown, Database, FileDown, FileText, UserRound } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { ClassReportDialog } from './class-report-dialog';
import { downloadRawData, downloadReport, reportUrls } from './exports-api';
import { StudentReportDialog } from './student-report-dialog';

type Opened = { kind: 'class' | 'student'; klass: ClassView } | null;

/**
 * 'Export Reports': All Classes Summary; per class, Class Report (a dialog with
 * the period, text or CSV) and Student Reports; Export Raw Data (the full JSON export). The
 * current class comes first; a long list of classes scrolls inside the menu.
 */
export function ExportReportsMenu({ classes, current }: { classes: ClassView[]; current: ClassView | null }) {
  const [opened, setOpened] = useState<Opened>(null);
  // The last opened class stays mounted while its dialog closes (the closing animation).
  const [last, setLast] = useState<Opened>(null);
  const open = (next: NonNullable<Opened>) => {
    setOpened(next);
    setLast(next);
  };
  const ordered = current ? [current, ...classes.filter((c) => c.id !== current.id)] : classes;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <FileDown aria-hidden="true" />
            Export Reports
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-h-[min(70vh,32rem)] w-64 overflow-y-auto">
          <DropdownMenuItem onSelect={() => void downloadReport(reportUrls.summary, 'class')}>
            <FileText aria-hidden="true" />
            All Classes Summary
          </DropdownMenuItem>
          {ordered.map((klass) => (
            <Fragment key={klass.id}>
              <DropdownMenuSeparator />
              <ClassGroup klass={klass} onOpen={open} />
            </Fragment>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void downloadRawData()}>
            <Database aria-hidden="true" />
            Export Raw Data
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {last ? (
        <>
          <ClassReportDialog
            klass={last.klass}
            open={opened?.kind === 'class'}
            onOpenChange={(o) => !o && setOpened(null)}
          />
          <StudentReportDialog
            klass={last.klass}
            open={opened?.kind === 'student'}
            onOpenChange={(o) => !o && setOpened(null)}
          />
        </>
      ) : null}
    </>
  );
}

/** One class's reports; the group is named after the class for screen readers (and tests). */
function ClassGroup({ klass, onOpen }: { klass: ClassView; onOpen: (o: NonNullable<Opened>) => void }) {
  const labelId = useId();
  return (
    <DropdownMenuGroup aria-labelledby={labelId}>
      <DropdownMenuLabel id={labelId} className="truncate">
        {klass.name}
      </DropdownMenuLabel>
      <DropdownMenuItem onSelect={() => onOpen({ kind: 'class', klass })}>
        <FileText aria-hidden="true" />
        Class Report
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onOpen({ kind: 'student', klass })}>
        <UserRound aria-hidden="true" />
        Student Reports
      </DropdownMenuItem>
    </DropdownMenuGroup>
  );
}
