CREATE TABLE "join_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"nickname" varchar(100),
	"email" varchar(320) NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "join_requests_class_email_idx" ON "join_requests" USING btree ("class_id",lower("email"));--> statement-breakpoint
CREATE INDEX "join_requests_email_lower_idx" ON "join_requests" USING btree (lower("email"));