CREATE TABLE "behaviors" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"type" varchar(200) NOT NULL,
	"points" integer NOT NULL,
	"description" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"class_code" varchar(12) NOT NULL,
	"teacher_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_class_code_unique" UNIQUE("class_code"),
	CONSTRAINT "classes_code_format" CHECK ("classes"."class_code" ~ '^[A-Z0-9]{6,12}$'),
	CONSTRAINT "classes_name_nonblank" CHECK (length(trim("classes"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "contract_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"category" varchar(20) NOT NULL,
	"rule_text" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_rules_category" CHECK ("contract_rules"."category" in ('should_do', 'should_not_do', 'non_negotiable')),
	CONSTRAINT "contract_rules_text_nonblank" CHECK (length(trim("contract_rules"."rule_text")) > 0)
);
--> statement-breakpoint
CREATE TABLE "contract_signatures" (
	"contract_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_signatures_contract_id_student_id_pk" PRIMARY KEY("contract_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "homework_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"points" integer NOT NULL,
	"description" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"date" varchar(10) NOT NULL,
	"title" varchar(200) NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_plans_date_format" CHECK ("lesson_plans"."date" ~ '^\d{4}-\d{2}-\d{2}$'),
	CONSTRAINT "lesson_plans_title_nonblank" CHECK (length(trim("lesson_plans"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "lesson_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_plan_id" integer NOT NULL,
	"section_number" varchar(3) NOT NULL,
	"section_name" varchar(200),
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_sections_number" CHECK ("lesson_sections"."section_number" ~ '^[1-8]0[1-3]$')
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"period_number" integer NOT NULL,
	"start_time" varchar(5),
	"end_time" varchar(5),
	"room" varchar(50) DEFAULT '227' NOT NULL,
	"label" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periods_number_range" CHECK ("periods"."period_number" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "question_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"content" text NOT NULL,
	"author_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_replies_content_nonblank" CHECK (length(trim("question_replies"."content")) > 0),
	CONSTRAINT "question_replies_author_nonblank" CHECK (length(trim("question_replies"."author_name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "question_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"voter_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"content" text NOT NULL,
	"author_name" varchar(100) NOT NULL,
	"votes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_content_nonblank" CHECK (length(trim("questions"."content")) > 0),
	CONSTRAINT "questions_author_nonblank" CHECK (length(trim("questions"."author_name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "section_period_mappings" (
	"teacher_id" integer NOT NULL,
	"section_number" varchar(3) NOT NULL,
	"period_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "section_period_mappings_teacher_id_section_number_pk" PRIMARY KEY("teacher_id","section_number"),
	CONSTRAINT "section_period_mappings_number" CHECK ("section_period_mappings"."section_number" ~ '^[1-8]0[1-3]$'),
	CONSTRAINT "section_period_mappings_period" CHECK ("section_period_mappings"."period_number" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "section_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"url" text NOT NULL,
	"resource_type" varchar(20) DEFAULT 'other' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "section_resources_type" CHECK ("section_resources"."resource_type" in ('google_doc', 'google_slide', 'youtube', 'other'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"teacher_id" integer,
	"student_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_principal" CHECK (("sessions"."kind" = 'teacher' and "sessions"."teacher_id" is not null and "sessions"."student_id" is null) or ("sessions"."kind" = 'student' and "sessions"."student_id" is not null and "sessions"."teacher_id" is null))
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skills_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "social_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"contract_text" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_unified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_skills" (
	"student_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_skills_student_id_skill_id_pk" PRIMARY KEY("student_id","skill_id"),
	CONSTRAINT "student_skills_points_nonneg" CHECK ("student_skills"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"nickname" varchar(100),
	"email" varchar(320),
	"password_hash" text,
	"photo_url" text,
	"bio" text,
	"balance" integer DEFAULT 0 NOT NULL,
	"hw_score" integer DEFAULT 0 NOT NULL,
	"login_code" varchar(64),
	"google_id" varchar(255),
	"is_registered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_login_code_unique" UNIQUE("login_code"),
	CONSTRAINT "students_google_id_unique" UNIQUE("google_id")
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(320) NOT NULL,
	"password_hash" text NOT NULL,
	"school_name" varchar(200),
	"is_verified" boolean DEFAULT false NOT NULL,
	"verification_token" text,
	"reset_token" text,
	"reset_token_expiry" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"object_key" varchar(100) NOT NULL,
	"content_type" varchar(200),
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_object_key_unique" UNIQUE("object_key")
);
--> statement-breakpoint
ALTER TABLE "behaviors" ADD CONSTRAINT "behaviors_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_rules" ADD CONSTRAINT "contract_rules_contract_id_social_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."social_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_social_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."social_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_entries" ADD CONSTRAINT "homework_entries_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_sections" ADD CONSTRAINT "lesson_sections_lesson_plan_id_lesson_plans_id_fk" FOREIGN KEY ("lesson_plan_id") REFERENCES "public"."lesson_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_replies" ADD CONSTRAINT "question_replies_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_votes" ADD CONSTRAINT "question_votes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_period_mappings" ADD CONSTRAINT "section_period_mappings_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_resources" ADD CONSTRAINT "section_resources_section_id_lesson_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."lesson_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_contracts" ADD CONSTRAINT "social_contracts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_skills" ADD CONSTRAINT "student_skills_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_skills" ADD CONSTRAINT "student_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "behaviors_student_time_idx" ON "behaviors" USING btree ("student_id","timestamp");--> statement-breakpoint
CREATE INDEX "classes_teacher_idx" ON "classes" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "contract_rules_contract_idx" ON "contract_rules" USING btree ("contract_id","order");--> statement-breakpoint
CREATE INDEX "contract_signatures_student_idx" ON "contract_signatures" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "homework_student_time_idx" ON "homework_entries" USING btree ("student_id","timestamp");--> statement-breakpoint
CREATE INDEX "lesson_plans_teacher_date_idx" ON "lesson_plans" USING btree ("teacher_id","date");--> statement-breakpoint
CREATE INDEX "lesson_sections_plan_idx" ON "lesson_sections" USING btree ("lesson_plan_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "periods_teacher_number_idx" ON "periods" USING btree ("teacher_id","period_number");--> statement-breakpoint
CREATE INDEX "question_replies_question_idx" ON "question_replies" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_votes_unique_voter" ON "question_votes" USING btree ("question_id","voter_name");--> statement-breakpoint
CREATE INDEX "questions_class_time_idx" ON "questions" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "section_resources_section_idx" ON "section_resources" USING btree ("section_id","display_order");--> statement-breakpoint
CREATE INDEX "sessions_teacher_idx" ON "sessions" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "sessions_student_idx" ON "sessions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "social_contracts_class_idx" ON "social_contracts" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "student_skills_skill_idx" ON "student_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "students_class_name_idx" ON "students" USING btree ("class_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "students_email_lower_idx" ON "students" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_email_lower_idx" ON "teachers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_verification_token_idx" ON "teachers" USING btree ("verification_token");--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_reset_token_idx" ON "teachers" USING btree ("reset_token");--> statement-breakpoint
CREATE INDEX "uploads_teacher_idx" ON "uploads" USING btree ("teacher_id");