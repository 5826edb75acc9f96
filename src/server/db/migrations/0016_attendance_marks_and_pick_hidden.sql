ALTER TABLE "absences" ADD COLUMN "mark" varchar(12) DEFAULT 'absent' NOT NULL;--> statement-breakpoint
ALTER TABLE "picks" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_mark_known" CHECK ("absences"."mark" in ('absent', 'late', 'left_early'));