ALTER TABLE "families" ADD COLUMN "is_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "verification_token" text;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "verification_token_expiry" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "pending_email" varchar(320);--> statement-breakpoint
CREATE UNIQUE INDEX "families_verification_token_idx" ON "families" USING btree ("verification_token");