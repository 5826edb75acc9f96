ALTER TABLE "behaviors" ADD COLUMN "undoes_id" integer;--> statement-breakpoint
CREATE INDEX "behaviors_undoes_idx" ON "behaviors" USING btree ("undoes_id") WHERE "behaviors"."undoes_id" is not null;--> statement-breakpoint
-- Undo records written before the link: each is paired, oldest first, with the latest earlier
-- record of the same student with the undone name and the opposite points that is not an undo
-- and not yet paired (docs/decisions/0076). Award statements pair new undos by the same rule.
DO $$
DECLARE u record;
BEGIN
  FOR u IN SELECT id, student_id, type, points FROM behaviors WHERE left(type, 6) = 'Undo: ' ORDER BY id LOOP
    UPDATE behaviors SET undoes_id = (
      SELECT b.id FROM behaviors b
      WHERE b.student_id = u.student_id AND b.type = substr(u.type, 7) AND b.points = -u.points
        AND b.id < u.id AND b.undoes_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM behaviors x WHERE x.undoes_id = b.id)
      ORDER BY b.id DESC LIMIT 1
    ) WHERE id = u.id;
  END LOOP;
END $$;
