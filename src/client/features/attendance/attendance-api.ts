import { STUDENTS_QUERY_KEY } from '@client/features/classes/classes-api';
import type { RosterStudent } from '@client/features/roster/roster-api';
import { api, errorMessage } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import type { AttendanceView, StudentAbsencesView } from '@shared/attendance/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

// Today's attendance of a class (docs/decisions/0088). Keyed under the class, so the default
// loader asks GET /api/classes/{id}/attendance (today in the server's time zone) and the
// 'attendance' live topic refreshes it on every device of the teacher.

export const attendanceKey = (classId: number) => ['/api/classes', classId, 'attendance'] as const;

export function useAttendance(classId: number | null) {
  return useQuery<AttendanceView>({ queryKey: attendanceKey(classId ?? 0), enabled: classId !== null });
}

const NONE: ReadonlySet<number> = new Set();

/** Who is absent today (an empty set until known: nobody is hidden by a slow answer). */
export function useAbsentIds(classId: number | null): ReadonlySet<number> {
  const { data } = useAttendance(classId);
  return useMemo(() => (data ? new Set(data.absentStudentIds) : NONE), [data]);
}

export type DayMark = 'absent' | 'late' | 'left-early';

/** Each marked child's mark today (absent, late, left early); unmarked children are here. */
export function useDayMarks(classId: number | null): ReadonlyMap<number, DayMark> {
  const { data } = useAttendance(classId);
  return useMemo(() => {
    const marks = new Map<number, DayMark>();
    for (const id of data?.lateStudentIds ?? []) marks.set(id, 'late');
    for (const id of data?.leftEarlyStudentIds ?? []) marks.set(id, 'left-early');
    for (const id of data?.absentStudentIds ?? []) marks.set(id, 'absent');
    return marks;
  }, [data]);
}

/** The class's students who are here today: what class-wide awards and the picker count. */
export function usePresentStudents(classId: number | null, students: RosterStudent[]): RosterStudent[] {
  const absent = useAbsentIds(classId);
  return useMemo(
    () => (absent.size ? students.filter((s) => !absent.has(s.id)) : students),
    [absent, students],
  );
}

/** The day's marks to save: absent, late and left-early ids (everyone else is here). */
export type AttendanceLists = Pick<
  AttendanceView,
  'absentStudentIds' | 'lateStudentIds' | 'leftEarlyStudentIds'
>;

/** 'Attendance saved' with what it says: '2 absent, 1 late today.' */
function savedSummary(data: AttendanceView): string {
  const parts = [
    [data.absentStudentIds.length, 'absent'],
    [data.lateStudentIds.length, 'late'],
    [data.leftEarlyStudentIds.length, 'left early'],
  ]
    .filter(([n]) => n)
    .map(([n, what]) => `${n} ${what}`);
  return parts.length === 0 ? 'Everyone is here today.' : `${parts.join(', ')} today.`;
}

export function useSaveAttendance(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lists: AttendanceLists) =>
      api.put<AttendanceView>(`/api/classes/${classId}/attendance`, lists),
    onSuccess: (data) => {
      queryClient.setQueryData(attendanceKey(classId), data);
      toast({ variant: 'success', title: 'Attendance saved', description: savedSummary(data) });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Attendance not saved',
        description: errorMessage(error, 'Try again.'),
      }),
  });
}

export function useStudentAbsences(studentId: number) {
  return useQuery<StudentAbsencesView>({ queryKey: [STUDENTS_QUERY_KEY[0], studentId, 'absences'] });
}
