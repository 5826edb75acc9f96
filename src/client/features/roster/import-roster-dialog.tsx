import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/native-select';
import { useCurrentClass } from '@client/features/classes/classes-api';
import { useUiStore } from '@client/lib/stores/ui-store';
import { toast, toastError } from '@client/lib/toast';
import { useOpening } from '@client/lib/use-opening';
import { planImport } from '@shared/roster/import-plan';
import type { CsvTable } from '@shared/roster/parse-csv';
import { CircleAlert, FileText, RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DropZone } from './drop-zone';
import { ImportPreview } from './import-preview';
import { isProblem, mapTable, type RosterProblem, readRosterFile } from './read-roster-file';
import { useAllStudents, useImportRoster } from './roster-api';

/**
 * 'Import Student Roster': choose or drop a file, parse it here,
 * preview it, import it in one call. Closing clears the preview (each opening starts afresh).
 */
export function ImportRosterDialog() {
  const open = useUiStore((s) => s.showCSVImport);
  const setOpen = useUiStore((s) => s.setShowCSVImport);
  const opening = useOpening(open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import Student Roster</DialogTitle>
          <DialogDescription>
            Load a whole class list from a CSV file. Nothing is saved until you press Import.
          </DialogDescription>
        </DialogHeader>
        <ImportFlow key={opening} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ImportFlow({ onDone }: { onDone: () => void }) {
  const { classes, current } = useCurrentClass();
  const [file, setFile] = useState<{ name: string; table: CsvTable } | null>(null);
  const [problem, setProblem] = useState<RosterProblem | null>(null);
  const [reading, setReading] = useState(false);
  const [defaultClass, setDefaultClass] = useState(current?.name ?? '');
  const importRoster = useImportRoster();

  const mapped = useMemo(() => (file ? mapTable(file.table, defaultClass) : null), [file, defaultClass]);
  const mapping = mapped && !isProblem(mapped) ? mapped : null;
  const existing = useAllStudents(mapping !== null);
  const plan = useMemo(
    () => (mapping && existing.data ? planImport(mapping.rows, classes, existing.data) : null),
    [mapping, existing.data, classes],
  );

  const show = (p: RosterProblem) => {
    setProblem(p);
    toastError(p.description, undefined, p.title);
  };

  const onFile = async (chosen: File) => {
    setReading(true);
    setProblem(null);
    setFile(null);
    try {
      const table = await readRosterFile(chosen);
      if (isProblem(table)) return show(table);
      const result = mapTable(table, defaultClass);
      if (isProblem(result)) return show(result);
      setFile({ name: chosen.name, table });
    } finally {
      setReading(false);
    }
  };

  const onImport = () => {
    if (!mapping) return;
    importRoster.mutate(
      { students: mapping.rows },
      {
        onSuccess: (result) => {
          const n = result.students.length;
          const created = result.createdClasses.length;
          toast({
            title: 'Import Successful',
            description: `Imported ${n} ${n === 1 ? 'student' : 'students'}${created > 0 ? ` and created ${created} ${created === 1 ? 'class' : 'classes'}` : ''}${result.skipped.length > 0 ? `; ${result.skipped.length} already in their class were skipped` : ''}.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (err) =>
          toastError('The roster could not be imported. Nothing was saved.', err, 'Import Failed'),
      },
    );
  };

  const count = plan ? plan.add.length : (mapping?.rows.length ?? 0);
  return (
    <div className="grid min-w-0 gap-4">
      {mapping && file ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="inline-flex min-w-0 items-center gap-2 font-medium">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-brand" />
              <span className="truncate">{file.name}</span>
              <span className="font-normal text-muted-foreground">
                {mapping.rows.length} {mapping.rows.length === 1 ? 'student' : 'students'}
                {mapping.skippedNonStudents > 0
                  ? ` (${mapping.skippedNonStudents} non-student rows left out)`
                  : ''}
              </span>
            </p>
            <Button variant="ghost" size="sm" onClick={() => setFile(null)} disabled={importRoster.isPending}>
              <RotateCcw aria-hidden="true" />
              Choose another file
            </Button>
          </div>
          {mapping.usesDefaultClass ? (
            <Field label="This file has no class column. Add everyone to:">
              <NativeSelect value={defaultClass} onChange={(e) => setDefaultClass(e.target.value)}>
                {classes.map((c) => (
                  <option key={c.id} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ) : null}
          <ImportPreview rows={mapping.rows} plan={plan} />
        </>
      ) : (
        <>
          <DropZone onFile={(f) => void onFile(f)} busy={reading} />
          {problem ? (
            <Alert variant="destructive" icon={<CircleAlert />} title={problem.title} role="alert">
              {problem.title === 'CSV Import Errors' ? (
                <ul className="list-disc pl-4">
                  {problem.description.split('; ').map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              ) : (
                problem.description
              )}
            </Alert>
          ) : null}
        </>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={importRoster.isPending}>
          Cancel
        </Button>
        <Button
          onClick={onImport}
          loading={importRoster.isPending}
          disabled={!mapping || !plan || count === 0 || importRoster.isPending}
        >
          {importRoster.isPending ? 'Importing...' : `Import ${count} Students`}
        </Button>
      </DialogFooter>
    </div>
  );
}
