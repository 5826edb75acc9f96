CREATE TABLE "behavior_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"points" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"icon" varchar(40) NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "behavior_types_points_check" CHECK ("behavior_types"."points" between -5 and 5 and "behavior_types"."points" <> 0),
	CONSTRAINT "behavior_types_kind_check" CHECK (("behavior_types"."kind" = 'positive' and "behavior_types"."points" > 0) or ("behavior_types"."kind" in ('negative', 'warning') and "behavior_types"."points" < 0))
);
--> statement-breakpoint
ALTER TABLE "behavior_types" ADD CONSTRAINT "behavior_types_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "behavior_types_class_name_idx" ON "behavior_types" USING btree ("class_id",lower("name"));--> statement-breakpoint
CREATE INDEX "behavior_types_class_position_idx" ON "behavior_types" USING btree ("class_id","position");