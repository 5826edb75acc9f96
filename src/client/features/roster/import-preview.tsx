import { Alert } from '@client/components/ui/alert';
import type { ImportPlan } from '@shared/roster/import-plan';
import { IMPORT_PREVIEW_ROWS, type ImportRowInput } from '@shared/roster/schemas';
import { FolderPlus, UserCheck } from 'lucide-react';

const COLUMNS = ['First Name', 'Last Name', 'Nickname', 'Email', 'Class'] as const;

/**
 * The preview: the first 5 rows and '... and N more students', then what the
 * import will do beyond adding them: classes it creates, students it skips as already there.
 */
export function ImportPreview({
  rows,
  plan,
}: {
  rows: ImportRowInput[];
  plan: ImportPlan<ImportRowInput> | null;
}) {
  const shown = rows.slice(0, IMPORT_PREVIEW_ROWS);
  const more = rows.length - shown.length;
  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The first rows of the file</caption>
          <thead className="bg-surface-muted text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.row} className="border-t border-border">
                <td className="px-3 py-2 whitespace-nowrap">{r.firstName}</td>
                <td className="px-3 py-2 whitespace-nowrap">{r.lastName}</td>
                <td className="px-3 py-2 whitespace-nowrap">{r.nickname ?? ''}</td>
                <td className="max-w-48 truncate px-3 py-2">{r.email ?? ''}</td>
                <td className="px-3 py-2 whitespace-nowrap">{r.className}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 ? <p className="text-sm text-muted-foreground">... and {more} more students</p> : null}
      {plan && plan.newClasses.length > 0 ? (
        <Alert variant="info" icon={<FolderPlus />} title="New classes">
          {plan.newClasses.length === 1 ? 'This class will be created: ' : 'These classes will be created: '}
          {plan.newClasses.map((c) => c.name).join(', ')}
        </Alert>
      ) : null}
      {plan && plan.skipped.length > 0 ? (
        <Alert variant="warning" icon={<UserCheck />} title="Already in the class">
          {plan.skipped.length === 1 ? '1 student is' : `${plan.skipped.length} students are`} already in the
          class and will be skipped:{' '}
          {plan.skipped
            .slice(0, 5)
            .map((s) => `${s.name} (${s.className})`)
            .join(', ')}
          {plan.skipped.length > 5 ? ` and ${plan.skipped.length - 5} more` : ''}
        </Alert>
      ) : null}
    </div>
  );
}
