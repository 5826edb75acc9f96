import { api } from '@client/lib/api';
import type { SkillPointsBody, SkillPointsResult, StudentSkillView } from '@shared/skills/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshStudentData, studentSkillsKey } from './student-record-queries';

export interface SkillPointsVariables {
  studentId: number;
  skillId: number;
  /** `{ points }` adds a change (floored at 0), `{ set }` replaces the value (decision 0005). */
  body: SkillPointsBody;
}

export const sendSkillPoints = ({ studentId, skillId, body }: SkillPointsVariables) =>
  api.patch<SkillPointsResult>(`/api/students/${studentId}/skills/${skillId}`, body);

/**
 * PATCH one student's skill. The answer goes straight into the student's skill list (so the
 * number under the button moves at once), then every list the change shows up in refreshes.
 */
export function useSkillPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSkillPoints,
    onSuccess: (result) => {
      queryClient.setQueryData<StudentSkillView[]>(studentSkillsKey(result.studentId), (skills) =>
        skills?.map((s) => (s.skillId === result.skillId ? { ...s, points: result.points } : s)),
      );
    },
    onSettled: () => refreshStudentData(queryClient),
  });
}
