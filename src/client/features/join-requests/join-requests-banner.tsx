import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { RosterStudent } from '@client/features/roster/roster-api';
import type { JoinRequestView } from '@shared/students/join-requests';
import { UserCheck, UserPlus, UserX } from 'lucide-react';
import { useState } from 'react';
import { useDecideJoinRequest, useJoinRequests } from './join-requests-api';

// Children who joined under a name the class already has wait here for the teacher (decision
// 0164): a bar above the class with the count, one tap to the list, one tap to answer.

const waitingLabel = (n: number) =>
  n === 1 ? '1 child is waiting to join' : `${n} children are waiting to join`;

/** The dashboard's bar for the class's waiting join requests; nothing when there are none. */
export function JoinRequestsBanner({ classId, students }: { classId: number; students: RosterStudent[] }) {
  const { data: requests = [] } = useJoinRequests(classId);
  const [open, setOpen] = useState(false);
  if (requests.length === 0) return null;
  return (
    <>
      <div
        role="status"
        className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-warning-text/25 bg-warning-soft px-4 py-3 text-sm text-warning-text"
      >
        <UserCheck aria-hidden="true" className="size-5 shrink-0" />
        <p className="min-w-0 flex-1 font-medium text-foreground">
          {waitingLabel(requests.length)}
          <span className="font-normal text-foreground/80 max-sm:hidden">
            {' '}
            – say who they are before they can log in.
          </span>
        </p>
        <Button size="sm" onClick={() => setOpen(true)}>
          Review
          <Badge variant="secondary" className="tabular-nums">
            {requests.length}
          </Badge>
        </Button>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Who is this?</DialogTitle>
            <DialogDescription>
              These children joined with the class code under a name your class already has. Link each one to
              the right student, so that their points stay theirs.
            </DialogDescription>
          </DialogHeader>
          <ul className="grid gap-3">
            {requests.map((request) => (
              <JoinRequestItem
                key={request.id}
                classId={classId}
                request={request}
                students={students}
                onLast={() => requests.length === 1 && setOpen(false)}
              />
            ))}
          </ul>
        </DialogContent>
      </Dialog>
    </>
  );
}

const pointsLabel = (n: number) => `${n} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

function JoinRequestItem({
  classId,
  request,
  students,
  onLast,
}: {
  classId: number;
  request: JoinRequestView;
  students: RosterStudent[];
  onLast: () => void;
}) {
  const decide = useDecideJoinRequest(classId);
  const name = `${request.firstName} ${request.lastName}`;
  const answer = (decision: Parameters<typeof decide.mutate>[0]) =>
    decide.mutate(decision, { onSuccess: onLast });
  const asked = new Date(request.createdAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <li aria-label={name} className="grid gap-3 rounded-lg border border-border p-4">
      <div className="grid gap-0.5">
        <p className="font-semibold break-words">{name}</p>
        <p className="text-sm break-all text-muted-foreground">{request.email}</p>
        <p className="text-xs text-muted-foreground">Asked {asked}</p>
      </div>
      <div className="grid gap-2">
        {request.matches.map((m) => {
          const match = `${m.firstName} ${m.lastName}`;
          const points = students.find((s) => s.id === m.studentId)?.balance;
          return (
            <Button
              key={m.studentId}
              className="h-auto min-h-11 justify-start py-2 text-left whitespace-normal"
              disabled={decide.isPending || m.isRegistered}
              onClick={() =>
                answer({ id: request.id, decision: { action: 'link', studentId: m.studentId }, name: match })
              }
            >
              <UserCheck aria-hidden="true" />
              <span className="grid">
                <span>This is {match}</span>
                <span className="text-xs font-normal opacity-85">
                  {m.isRegistered
                    ? 'Already has a login'
                    : points === undefined
                      ? 'Keeps their points and history'
                      : `${pointsLabel(points)} · keeps their history`}
                </span>
              </span>
            </Button>
          );
        })}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button
            variant="outline"
            className="min-h-11"
            disabled={decide.isPending}
            onClick={() => answer({ id: request.id, decision: { action: 'add' }, name })}
          >
            <UserPlus aria-hidden="true" />
            Add as new student
          </Button>
          <Button
            variant="ghost"
            className="min-h-11 text-danger-text"
            disabled={decide.isPending}
            onClick={() => answer({ id: request.id, decision: { action: 'refuse' }, name })}
          >
            <UserX aria-hidden="true" />
            Refuse
          </Button>
        </div>
      </div>
    </li>
  );
}
