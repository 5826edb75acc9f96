import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { useSignOut } from '@client/features/accounts/use-sign-out';
import type { TeacherView } from '@shared/accounts/schemas';
import { LogOut, Settings, Trophy, Users } from 'lucide-react';
import { useNavigate } from 'react-router';

/** Up to two initials: 'Ada Lovelace' → 'AL', 'Plato' → 'P'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0][0], parts[parts.length - 1][0]] : [parts[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

export function AccountMenu({ teacher }: { teacher: TeacherView }) {
  const navigate = useNavigate();
  const { signOut } = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="inline-flex size-10 items-center justify-center rounded-full bg-brand text-sm font-semibold text-brand-foreground shadow-card hover:bg-brand-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span aria-hidden="true">{initials(teacher.name)}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          <span className="truncate text-sm font-semibold">{teacher.name}</span>
          <span className="truncate text-xs text-muted-foreground">{teacher.email}</span>
          {teacher.schoolName ? (
            <span className="truncate text-xs text-muted-foreground">{teacher.schoolName}</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* The two teacher pages no button on the dashboard leads to. */}
        <DropdownMenuItem onSelect={() => navigate('/students')}>
          <Users aria-hidden="true" />
          Students
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/achievements')}>
          <Trophy aria-hidden="true" />
          Achievements
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/account-settings')}>
          <Settings aria-hidden="true" />
          Account Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
