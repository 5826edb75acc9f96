-- The default skill catalogue (ARCHITECTURE: "a sensible default skill catalogue is seeded").
-- Skills are global: every class grades the same ones, as the spec's GET /api/skills has no owner.
INSERT INTO "skills" ("name", "description") VALUES
  ('Critical Thinking', 'Asks why, weighs evidence and reasons to a conclusion'),
  ('Collaboration', 'Works well with others and shares the load'),
  ('Communication', 'Explains ideas clearly when speaking and writing'),
  ('Creativity', 'Finds original ideas and new ways to solve problems'),
  ('Problem Solving', 'Breaks hard problems down and keeps trying'),
  ('Organization', 'Keeps work, time and materials in order')
ON CONFLICT ("name") DO NOTHING;
