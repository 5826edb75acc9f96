-- Votes were told apart by the name they were cast under, so a student whose nickname was a
-- classmate's name voted as that classmate, and the classmate's own vote then answered "Already
-- voted" (decision 0050). From here a vote belongs to the account that cast it: a student or the
-- class's teacher, one vote each per question. voter_name stays as the name shown.
--
-- Votes cast before this migration all keep counting (votes_count is not touched). Each is given
-- to its voter where its name says who that was beyond doubt: the one student of the question's
-- class who posts under that name (their nickname, else first and last name, as the server
-- names them), or else the class's teacher when it is the teacher's name and no student's. The
-- rest (a name two students share, a name the teacher made up, a student renamed since) stay
-- counted and tied to no one, so that voter may vote once more on that one question: guessing
-- would give a vote to the wrong child and lock the right one out.
DROP INDEX "question_votes_unique_voter";--> statement-breakpoint
ALTER TABLE "question_votes" ADD COLUMN "voter_student_id" integer;--> statement-breakpoint
ALTER TABLE "question_votes" ADD COLUMN "voter_teacher_id" integer;--> statement-breakpoint
ALTER TABLE "question_votes" ADD CONSTRAINT "question_votes_voter_student_id_students_id_fk" FOREIGN KEY ("voter_student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_votes" ADD CONSTRAINT "question_votes_voter_teacher_id_teachers_id_fk" FOREIGN KEY ("voter_teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "question_votes" AS v SET "voter_student_id" = m.student_id
FROM (
  SELECT v2.id AS vote_id, min(s.id) AS student_id
  FROM "question_votes" AS v2
  JOIN "questions" AS q ON q.id = v2.question_id
  JOIN "students" AS s ON s.class_id = q.class_id AND left(coalesce(nullif(btrim(s.nickname), ''), btrim(s.first_name || ' ' || s.last_name)), 100) = v2.voter_name
  GROUP BY v2.id
  HAVING count(*) = 1
) AS m
WHERE v.id = m.vote_id;
--> statement-breakpoint
UPDATE "question_votes" AS v SET "voter_teacher_id" = c.teacher_id
FROM "questions" AS q
JOIN "classes" AS c ON c.id = q.class_id
JOIN "teachers" AS t ON t.id = c.teacher_id
WHERE v.question_id = q.id
  AND v.voter_student_id IS NULL
  AND v.voter_name = t.name
  AND NOT EXISTS (SELECT 1 FROM "students" AS s WHERE s.class_id = q.class_id AND left(coalesce(nullif(btrim(s.nickname), ''), btrim(s.first_name || ' ' || s.last_name)), 100) = v.voter_name);
--> statement-breakpoint
CREATE INDEX "question_votes_question_idx" ON "question_votes" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_votes_unique_student" ON "question_votes" USING btree ("voter_student_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_votes_unique_teacher" ON "question_votes" USING btree ("voter_teacher_id","question_id");--> statement-breakpoint
ALTER TABLE "question_votes" ADD CONSTRAINT "question_votes_one_voter" CHECK (num_nonnulls("question_votes"."voter_student_id", "question_votes"."voter_teacher_id") <= 1);