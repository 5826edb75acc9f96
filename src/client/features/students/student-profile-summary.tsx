import { BalanceStat, StatTile } from '@client/components/scores/balance-stat';
import { Button } from '@client/components/ui/button';
import { DialogTitle } from '@client/components/ui/dialog';
import { fullName } from '@client/features/roster/roster-api';
import { StudentAvatar } from '@client/features/roster/student-avatar';
import type { StudentView } from '@shared/students/schemas';
import { Pencil, Scale } from 'lucide-react';
import { useState } from 'react';
import { EditBalanceDialog } from './edit-balance-dialog';
import { EditProfileDialog } from './edit-profile-dialog';

/** The profile's left side: who the student is, their balance and homework score, and the edit buttons. */
export function StudentProfileSummary({ student }: { student: StudentView }) {
  const [editing, setEditing] = useState<'balance' | 'profile' | null>(null);
  return (
    <div className="grid content-start gap-5">
      <div className="flex flex-col items-center gap-3 text-center">
        <StudentAvatar student={student} size="lg" className="size-24 text-3xl" />
        <div className="grid gap-1">
          <DialogTitle className="text-xl break-words">{fullName(student)}</DialogTitle>
          {student.nickname ? <p className="text-sm text-muted-foreground">“{student.nickname}”</p> : null}
        </div>
        {student.bio ? (
          <p className="text-sm break-words whitespace-pre-line text-foreground/90">{student.bio}</p>
        ) : null}
      </div>

      <dl className="grid grid-cols-2 gap-3">
        <BalanceStat label="Current Balance" balance={student.balance} />
        <StatTile label="Homework Score">
          <dd className="text-2xl font-bold tabular-nums">{student.hwScore}</dd>
        </StatTile>
      </dl>

      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => setEditing('balance')}>
          <Scale aria-hidden="true" />
          Edit Balance
        </Button>
        <Button variant="outline" onClick={() => setEditing('profile')}>
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </div>

      <EditBalanceDialog
        student={student}
        open={editing === 'balance'}
        onOpenChange={(open) => setEditing(open ? 'balance' : null)}
      />
      <EditProfileDialog
        student={student}
        open={editing === 'profile'}
        onOpenChange={(open) => setEditing(open ? 'profile' : null)}
      />
    </div>
  );
}
