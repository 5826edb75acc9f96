import type { ClassSection, TeacherSection } from '../section';
import { attendanceSection } from './attendance';
import { behaviorTypesSection } from './behavior-types';
import { contractsSection } from './contracts';
import { lessonPlansSection } from './lesson-plans';
import { questionsSection } from './questions';

// The areas beyond the core (classes, students, behaviours, homework, skills) that the full
// export carries. To add one: write `sections/<area>.ts` exporting a ClassSection or a
// TeacherSection (see ../section.ts), and list it here. Nothing else changes.

// biome-ignore lint/suspicious/noExplicitAny: each section has its own item type.
export const CLASS_SECTIONS: ClassSection<any>[] = [
  contractsSection,
  questionsSection,
  behaviorTypesSection,
  attendanceSection,
];

// biome-ignore lint/suspicious/noExplicitAny: each section has its own item type.
export const TEACHER_SECTIONS: TeacherSection<any>[] = [lessonPlansSection];
