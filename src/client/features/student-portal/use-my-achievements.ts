import { type StudentAchievement, studentAchievements } from '@shared/achievements/student-achievements';
import { useMemo } from 'react';
import type { MyRecords } from './student-portal-api';

/**
 * The student's 13 badges, computed live from the records the live updates keep
 * fresh. Null until every read has answered, so a badge never flickers locked while a list
 * is still loading.
 */
export function useMyAchievements({ student, behaviors, homework, skills }: MyRecords) {
  const achievements = useMemo<StudentAchievement[] | null>(() => {
    if (!student.data || !behaviors.data || !homework.data || !skills.data) return null;
    return studentAchievements({
      balance: student.data.balance,
      hwScore: student.data.hwScore,
      behaviors: behaviors.data,
      homework: homework.data,
      skills: skills.data,
    });
  }, [student.data, behaviors.data, homework.data, skills.data]);
  return achievements;
}
