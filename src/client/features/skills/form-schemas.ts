import { z } from 'zod';

// 'Award Skill Points' (award-skill-form.tsx): a select's value is its option's text, so the
// ids and points stay strings here. Without a skill the button is disabled, so no message shows.

export const awardSkillSchema = z.object({
  skillId: z.string().min(1),
  points: z.string(),
});
export type AwardSkillValues = z.input<typeof awardSkillSchema>;
