import { cn } from '@client/lib/cn';
import { useState } from 'react';
import type { RosterStudent } from './roster-api';

/** At most 2 letters: the first of the first name and of the last name. */
export function studentInitials({
  firstName,
  lastName,
}: Pick<RosterStudent, 'firstName' | 'lastName'>): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

const sizes = { sm: 'size-8 text-xs', md: 'size-11 text-sm', lg: 'size-16 text-lg' } as const;

/** The student's photo, or their initials when there is none (or it fails to load). Decorative: the name is always shown beside it. */
export function StudentAvatar({
  student,
  size = 'md',
  className,
}: {
  student: Pick<RosterStudent, 'firstName' | 'lastName' | 'photoUrl'>;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const photo = student.photoUrl && failed !== student.photoUrl ? student.photoUrl : null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-soft font-semibold text-brand-soft-foreground select-none',
        sizes[size],
        className,
      )}
    >
      {photo ? (
        <img
          src={photo}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailed(photo)}
        />
      ) : (
        studentInitials(student)
      )}
    </span>
  );
}
