import { RESTORE_LIMITS } from '../../shared/exports/limits';

// A valid full-export document of a chosen size (docs/decisions/0019), for the tests of the
// restore's limits and the bench's largest restore. Every record is one the API could have
// written; refs are numbered as the export numbers them.

export interface DocumentSize {
  classes: number;
  studentsPerClass: number;
  behaviorsPerStudent: number;
  homeworkPerStudent: number;
  contractsPerClass: number;
  rulesPerContract: number;
  questionsPerClass: number;
  repliesPerQuestion: number;
  votesPerQuestion: number;
  lessonPlans: number;
  sectionsPerPlan: number;
  resourcesPerSection: number;
}

/** Every total at (or just under) its cap in RESTORE_LIMITS: the largest file a restore takes. */
export const LARGEST_RESTORE: DocumentSize = {
  classes: RESTORE_LIMITS.classes,
  studentsPerClass: RESTORE_LIMITS.students / RESTORE_LIMITS.classes,
  behaviorsPerStudent: RESTORE_LIMITS.behaviorRecords / RESTORE_LIMITS.students,
  homeworkPerStudent: Math.floor(RESTORE_LIMITS.homeworkEntries / RESTORE_LIMITS.students),
  contractsPerClass: RESTORE_LIMITS.contracts / RESTORE_LIMITS.classes,
  rulesPerContract: RESTORE_LIMITS.contractRules / RESTORE_LIMITS.contracts,
  questionsPerClass: RESTORE_LIMITS.questions / RESTORE_LIMITS.classes,
  repliesPerQuestion: Math.floor(RESTORE_LIMITS.questionReplies / RESTORE_LIMITS.questions),
  votesPerQuestion: Math.floor(RESTORE_LIMITS.questionVotes / RESTORE_LIMITS.questions),
  lessonPlans: RESTORE_LIMITS.lessonPlans,
  sectionsPerPlan: RESTORE_LIMITS.lessonSections / RESTORE_LIMITS.lessonPlans,
  resourcesPerSection: RESTORE_LIMITS.sectionResources / RESTORE_LIMITS.lessonSections,
};

const SECTIONS = ['101', '102', '103', '201', '202', '203', '301', '302', '303', '401', '402', '403'];
const at = (day: number) => new Date(Date.UTC(2026, 0, 5) + day * 3_600_000).toISOString();
const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: Math.floor(n) }, (_, i) => f(i));

export function exportDocumentOfSize(size: DocumentSize, tag = 'Restored') {
  let studentRef = 0;
  return {
    format: 'remote-chalk-export',
    version: 1,
    exportedAt: '2026-06-30T12:00:00.000Z',
    teacher: { name: 'Ada Lovelace', email: 'ada@school.edu', schoolName: null },
    classes: times(size.classes, (c) => {
      const students = times(size.studentsPerClass, (s) => ({
        ref: `s${++studentRef}`,
        firstName: `Pupil${s}`,
        lastName: `${tag}${c}`,
        nickname: null,
        email: null,
        photoUrl: null,
        bio: null,
        createdAt: at(0),
        balance: 0,
        hwScore: 0,
        behaviors: times(size.behaviorsPerStudent, (i) => ({
          type: i % 5 === 4 ? 'Disruption' : 'Teamwork',
          points: i % 5 === 4 ? -1 : 1,
          description: null,
          timestamp: at(i),
        })),
        homework: times(size.homeworkPerStudent, (i) => ({ points: 1, description: null, timestamp: at(i) })),
        skills: [],
      }));
      return {
        ref: `c${c + 1}`,
        name: `${tag} class ${c + 1}`,
        classCode: 'NOTFREE1',
        createdAt: at(0),
        students,
        contracts: times(size.contractsPerClass, (k) => ({
          title: `Contract ${k + 1}`,
          contractText: 'We listen to each other.',
          isActive: true,
          isUnified: false,
          createdAt: at(k),
          rules: times(size.rulesPerContract, (r) => ({
            category: 'should_do',
            ruleText: `Rule ${r + 1}`,
            order: r,
          })),
          signatures: students.slice(0, 2).map((s) => ({ student: s.ref, signedAt: at(1) })),
        })),
        questions: times(size.questionsPerClass, (q) => ({
          content: `Question ${q + 1}?`,
          authorName: 'Ms Teacher',
          createdAt: at(q),
          replies: times(size.repliesPerQuestion, (r) => ({
            content: `Reply ${r + 1}`,
            authorName: 'Pupil',
            createdAt: at(q + r),
          })),
          votes: times(size.votesPerQuestion, (v) => ({ voterName: `Voter ${v + 1}`, createdAt: at(q) })),
        })),
      };
    }),
    lessonPlans: times(size.lessonPlans, (p) => ({
      date: at(p * 24).slice(0, 10),
      title: `Lesson ${p + 1}`,
      notes: null,
      createdAt: at(p),
      sections: times(size.sectionsPerPlan, (s) => ({
        sectionNumber: SECTIONS[s],
        sectionName: null,
        displayOrder: s,
        resources: times(size.resourcesPerSection, (r) => ({
          title: `Slides ${r + 1}`,
          url: `https://docs.google.com/presentation/d/${p}-${s}-${r}`,
          resourceType: 'google_slide',
          description: null,
          displayOrder: r,
        })),
      })),
    })),
  };
}
