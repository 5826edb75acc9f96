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

/** The class's students who are here today: what class-wide awards and the picker count. */
export function usePresentStudents(classId: number | null, students: RosterStudent[]): RosterStudent[] {
  const absent = useAbsentIds(classId);
  return useMemo(
    () => (absent.size ? students.filter((s) => !absent.has(s.id)) : students),
    [absent, students],
  );
}

export function useSaveAttendance(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (absentStudentIds: number[]) =>
      api.put<AttendanceView>(`/api/classes/${classId}/attendance`, { absentStudentIds }),
    onSuccess: (data) => {
      queryClient.setQueryData(attendanceKey(classId), data);
      const n = data.absentStudentIds.length;
      toast({
        variant: 'success',
        title: 'Attendance saved',
        description: n === 0 ? 'Everyone is here today.' : `${n} absent today.`,
      });
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
  return useQuery<StudentAbsencesView>({ queryKey: ['/api/students', studentId, 'absences'] });
}
