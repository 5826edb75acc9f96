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
import { ChevronDown, Database, FileDown, FileSpreadsheet, FileText, UserRound } from 'lucide-react';
import { useState } from 'react';
import { downloadRawData, downloadReport, reportUrls } from './exports-api';
import { StudentReportDialog } from './student-report-dialog';

/**
 * 'Export Reports' (spec part 1 §2): All Classes Summary, the current class's Class Report (text
 * or one CSV) and Student Reports, and Export Raw Data (the full JSON export).
 */
export function ExportReportsMenu({ klass }: { klass: ClassView | null }) {
  const [studentDialog, setStudentDialog] = useState(false);
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
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuItem onSelect={() => void downloadReport(reportUrls.summary, 'class')}>
            <FileText aria-hidden="true" />
            All Classes Summary
          </DropdownMenuItem>
          {klass ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuGroup>
                <DropdownMenuLabel className="truncate">{klass.name}</DropdownMenuLabel>
                <DropdownMenuItem
                  onSelect={() => void downloadReport(reportUrls.classReport(klass.id), 'class')}
                >
                  <FileText aria-hidden="true" />
                  Class Report
                </DropdownMenuItem>
                <DropdownMenuItem
                  onSelect={() => void downloadReport(reportUrls.classCsv(klass.id), 'class')}
                >
                  <FileSpreadsheet aria-hidden="true" />
                  Class Report (CSV)
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setStudentDialog(true)}>
                  <UserRound aria-hidden="true" />
                  Student Reports
                </DropdownMenuItem>
              </DropdownMenuGroup>
            </>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void downloadRawData()}>
            <Database aria-hidden="true" />
            Export Raw Data
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {klass ? (
        <StudentReportDialog klass={klass} open={studentDialog} onOpenChange={setStudentDialog} />
      ) : null}
    </>
  );
}
