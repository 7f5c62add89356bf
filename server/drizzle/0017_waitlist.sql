-- The waitlist of full events, the sandbox's saved cards and the resale guarantee (docs/decisions/149).
CREATE TABLE "sandbox_setup_intents" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(255) NOT NULL,
	"checkout_token" varchar(64) NOT NULL,
	"customer" varchar(40) NOT NULL,
	"description" text,
	"return_url" text,
	"status" varchar(32) NOT NULL,
	"payment_method" varchar(40),
	"card_number" varchar(19),
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'waiting' NOT NULL,
	"auto_claim" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"auto_claim_failure" varchar(32),
	"provider_customer_id" varchar(255),
	"setup_intent_id" varchar(255),
	"setup_client_secret" text,
	"setup_checkout_url" text,
	"payment_method_id" varchar(255),
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "via_waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "resale" varchar(16);--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_setup_intents_key_unique" ON "sandbox_setup_intents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_setup_intents_checkout_unique" ON "sandbox_setup_intents" USING btree ("checkout_token");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_setup_intents_payment_method_unique" ON "sandbox_setup_intents" USING btree ("payment_method");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_event_user_unique" ON "waitlist_entries" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_event_state_idx" ON "waitlist_entries" USING btree ("event_id","state","joined_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id","joined_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_setup_unique" ON "waitlist_entries" USING btree ("setup_intent_id");