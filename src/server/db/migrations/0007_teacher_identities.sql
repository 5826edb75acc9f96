CREATE TABLE "teacher_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"issuer" varchar(500) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"email" varchar(320) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teachers" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_identities" ADD CONSTRAINT "teacher_identities_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_identities_subject_idx" ON "teacher_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_identities_teacher_idx" ON "teacher_identities" USING btree ("teacher_id","issuer");