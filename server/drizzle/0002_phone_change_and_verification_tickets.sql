CREATE TABLE "verification_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "purpose" varchar(16) DEFAULT 'sign_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_phone_e164" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_country_code" varchar(8);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_country_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_iso_code" varchar(2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_phone_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_tickets" ADD CONSTRAINT "verification_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_tickets_token_unique" ON "verification_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "verification_tickets_user_idx" ON "verification_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_tickets_expires_idx" ON "verification_tickets" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pending_country_id_countries_id_fk" FOREIGN KEY ("pending_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;