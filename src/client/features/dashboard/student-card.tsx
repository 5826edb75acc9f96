import { BalanceFigure } from '@client/components/scores/balance-figure';
import { Button } from '@client/components/ui/button';
import { QuickAwardMenu } from '@client/features/behaviors/quick-award-menu';
import { fullName, type RosterStudent } from '@client/features/roster/roster-api';
import { StudentAvatar } from '@client/features/roster/student-avatar';
import { cn } from '@client/lib/cn';
import { clipAtWord } from '@shared/common/clip-text';
import { ArrowRightLeft, IdCard, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

/** Skills shown on a card. */
export const CARD_SKILL_LIMIT = 4;

interface StudentCardProps {
  student: RosterStudent;
  onTransfer: (student: RosterStudent) => void;
  onDelete: (student: RosterStudent) => void;
  /** Opens the profile dialog (balance, skills, recent history) without leaving the page. */
  onProfile?: (studentId: number) => void;
  /** Extra controls beside the Award button (the per-student skill buttons); clicks there stay on the page. */
  children?: ReactNode;
}

/**
 * A roster card. The student's name is a link stretched over the whole card, so a click
 * anywhere except on the buttons opens /student/{id}; the link takes Enter and Space.
 */
export function StudentCard({ student, onTransfer, onDelete, onProfile, children }: StudentCardProps) {
  const navigate = useNavigate();
  const name = fullName(student);
  const skills = student.skills.slice(0, CARD_SKILL_LIMIT);
  const to = `/student/${student.id}`;
  return (
    <article
      className={cn(
        'relative flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card transition-[border-color,box-shadow]',
        'hover:border-brand/40 hover:shadow-overlay has-[a[data-card-link]:focus-visible]:outline-2 has-[a[data-card-link]:focus-visible]:outline-offset-2 has-[a[data-card-link]:focus-visible]:outline-ring',
      )}
    >
      <div className="flex items-start gap-3">
        <StudentAvatar student={student} />
        <div className="min-w-0 flex-1 pt-0.5">
          <h3 className="leading-snug font-semibold break-words" title={name}>
            <Link
              to={to}
              data-card-link=""
              onKeyDown={(e) => {
                if (e.key === ' ') {
                  e.preventDefault();
                  navigate(to);
                }
              }}
              className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {clipAtWord(name)}
            </Link>
          </h3>
          {student.nickname ? (
            <p className="truncate text-sm text-muted-foreground">"{student.nickname}"</p>
          ) : null}
        </div>
        <div className="relative z-10 -mt-1 -mr-1 flex shrink-0">
          {onProfile ? (
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Profile of ${name}`}
              title="Open profile"
              onClick={() => onProfile(student.id)}
              className="text-muted-foreground"
            >
              <IdCard aria-hidden="true" />
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Transfer ${name}`}
            title="Transfer to another class"
            onClick={() => onTransfer(student)}
            className="text-muted-foreground"
          >
            <ArrowRightLeft aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${name}`}
            title="Delete student"
            onClick={() => onDelete(student)}
            className="text-muted-foreground hover:bg-danger-soft hover:text-danger-text"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>

      {student.bio ? <p className="line-clamp-2 text-sm text-muted-foreground">{student.bio}</p> : null}

      <div className="mt-auto flex flex-wrap items-end justify-between gap-2">
        <BalanceFigure balance={student.balance} />
        <div className="relative z-10 flex flex-wrap justify-end gap-1.5">
          {children}
          <QuickAwardMenu student={student} />
        </div>
      </div>

      {skills.length > 0 ? (
        <ul aria-label="Skills" className="flex flex-wrap gap-1.5 border-t border-border pt-3">
          {skills.map(({ skillId, points, skill }) => (
            <li
              key={skillId}
              className="inline-flex max-w-full items-center gap-1.5 rounded-md bg-surface-muted px-2 py-1 text-xs"
            >
              <span className="truncate">{skill.name}</span>
              <span className="font-semibold tabular-nums">{points}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
