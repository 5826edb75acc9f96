CREATE TABLE "families" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(320) NOT NULL,
	"password_hash" text NOT NULL,
	"weekly_digest" boolean DEFAULT false NOT NULL,
	"last_digest_at" timestamp with time zone,
	"reset_token" text,
	"reset_token_expiry" timestamp with time zone,
	"unlinked_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_invites" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_invites_uses" CHECK ("family_invites"."uses" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "family_links" (
	"family_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_links_family_id_student_id_pk" PRIMARY KEY("family_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"holder" varchar(100) NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_principal";--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "family_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "family_invites" ADD CONSTRAINT "family_invites_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "families_email_lower_idx" ON "families" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "families_reset_token_idx" ON "families" USING btree ("reset_token");--> statement-breakpoint
CREATE UNIQUE INDEX "family_invites_code_idx" ON "family_invites" USING btree ("code");--> statement-breakpoint
CREATE INDEX "family_links_student_idx" ON "family_links" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_principal" CHECK (("sessions"."kind" = 'teacher' and "sessions"."teacher_id" is not null and "sessions"."student_id" is null and "sessions"."family_id" is null) or ("sessions"."kind" = 'student' and "sessions"."student_id" is not null and "sessions"."teacher_id" is null and "sessions"."family_id" is null) or ("sessions"."kind" = 'family' and "sessions"."family_id" is not null and "sessions"."teacher_id" is null and "sessions"."student_id" is null));