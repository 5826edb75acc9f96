ALTER TABLE "uploads" ADD COLUMN "declared_size" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "etag" varchar(200);