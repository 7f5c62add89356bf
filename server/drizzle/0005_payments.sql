CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"host_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"destination_account_id" varchar(255) NOT NULL,
	"provider_payment_intent" varchar(255),
	"provider_payment_id" varchar(255),
	"client_secret" text,
	"checkout_url" text,
	"currency" varchar(3) NOT NULL,
	"price_minor" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"base_minor" integer NOT NULL,
	"commission_basis_points" integer NOT NULL,
	"commission_minor" integer NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"refund_pending_minor" integer DEFAULT 0 NOT NULL,
	"refund_reason" varchar(32),
	"status" varchar(32) NOT NULL,
	"payment_method" varchar(32),
	"payout_status" varchar(16),
	"payout_id" varchar(255),
	"succeeded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(255) NOT NULL,
	"checkout_token" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"application_fee_amount" integer NOT NULL,
	"destination" varchar(40) NOT NULL,
	"description" text,
	"return_url" text,
	"status" varchar(32) NOT NULL,
	"charge_id" varchar(40),
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"payout_id" varchar(40),
	"payout_status" varchar(16),
	"payout_created_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_members" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_intent_unique" ON "payments" USING btree ("provider_payment_intent");--> statement-breakpoint
CREATE INDEX "payments_host_created_idx" ON "payments" USING btree ("host_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_event_user_idx" ON "payments" USING btree ("event_id","user_id","status");--> statement-breakpoint
CREATE INDEX "payments_destination_status_idx" ON "payments" USING btree ("destination_account_id","status","succeeded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_intents_key_unique" ON "sandbox_payment_intents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_intents_checkout_unique" ON "sandbox_payment_intents" USING btree ("checkout_token");--> statement-breakpoint
CREATE INDEX "sandbox_payment_intents_payout_idx" ON "sandbox_payment_intents" USING btree ("status","payout_status","succeeded_at");