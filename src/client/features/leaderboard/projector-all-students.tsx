import type { ProjectorStudent } from '@shared/leaderboard/schemas';
import { Sparkles } from 'lucide-react';
import { FitGrid } from './fit-grid';
import { ProjectorEmpty } from './projector-empty';
import { ProjectorPoints } from './projector-points';

/** Columns for n names on a 16:9 screen, chosen so the type is as large as it can be. */
function columnsFor(n: number) {
  if (n <= 8) return 2;
  if (n <= 18) return 3;
  if (n <= 32) return 4;
  if (n <= 50) return 5;
  return 6;
}

/** All Students: everyone at 0 points or more, by last name, down each column. */
export function ProjectorAllStudents({
  students,
  showClass,
}: {
  students: ProjectorStudent[];
  showClass: boolean;
}) {
  if (students.length === 0) {
    return (
      <ProjectorEmpty
        icon={Sparkles}
        title="Keep Earning Points!"
        hint="Every student with points shows up here."
      />
    );
  }
  return (
    <FitGrid
      label="All Students"
      count={students.length}
      columns={columnsFor(students.length)}
      minRows={4}
      fitHeight={showClass ? 0.3 : 0.38}
      fitWidth={0.078}
      maxFont="2.5rem"
    >
      {students.map((s) => (
        <li
          key={s.id}
          className="flex min-h-0 items-center gap-[0.5em] rounded-xl border-2 border-border bg-surface px-[0.6em] py-[0.2em] shadow-card"
        >
          <div className="min-w-0 flex-1">
            <p className="truncate leading-tight font-semibold">{s.displayName}</p>
            {showClass ? (
              <p className="truncate text-[0.5em] leading-snug text-muted-foreground">{s.className}</p>
            ) : null}
          </div>
          <ProjectorPoints value={String(s.balance)} />
        </li>
      ))}
    </FitGrid>
  );
}
