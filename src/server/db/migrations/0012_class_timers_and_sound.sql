CREATE TABLE "class_timers" (
	"class_id" integer PRIMARY KEY NOT NULL,
	"ends_at" timestamp with time zone,
	"paused_remaining_ms" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_timers_one_state" CHECK (("class_timers"."ends_at" is null) <> ("class_timers"."paused_remaining_ms" is null)),
	CONSTRAINT "class_timers_paused_positive" CHECK ("class_timers"."paused_remaining_ms" is null or "class_timers"."paused_remaining_ms" > 0)
);
--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "sound_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_timers" ADD CONSTRAINT "class_timers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;