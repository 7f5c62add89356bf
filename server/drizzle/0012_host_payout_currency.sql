-- The host's payout currency (docs/decisions/134): learned from the payment account, null
-- until then (usd); sandbox accounts made before keep usd.
ALTER TABLE "sandbox_accounts" ADD COLUMN "default_currency" varchar(3) DEFAULT 'usd' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_currency" varchar(3);