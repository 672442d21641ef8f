-- Transfer wallets (issue 11): the operator's transfers over the aggregator's TransferWallet API and the last vendor
-- balances it answered; the simulator's transfer-wallet balances and its record of each transaction_uuid.
CREATE TABLE "sim_transfer_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"transaction_uuid" text NOT NULL,
	"kind" text NOT NULL,
	"user" text NOT NULL,
	"product" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_transfer_transactions_amount" CHECK ("sim_transfer_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sim_transfer_wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"user" text NOT NULL,
	"product" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_transfer_wallets_balance_nonnegative" CHECK ("sim_transfer_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_wallet_balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"request_id" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_transfers_amount_positive" CHECK ("wallet_transfers"."amount" > 0),
	CONSTRAINT "wallet_transfers_direction" CHECK ("wallet_transfers"."direction" in ('deposit', 'withdraw')),
	CONSTRAINT "wallet_transfers_status" CHECK ("wallet_transfers"."status" in ('PENDING', 'COMPLETED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "transfer_wallet_balances" ADD CONSTRAINT "transfer_wallet_balances_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_wallet_balances" ADD CONSTRAINT "transfer_wallet_balances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sim_transfer_transactions_uuid_uq" ON "sim_transfer_transactions" USING btree ("operator_id","transaction_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_transfer_wallets_uq" ON "sim_transfer_wallets" USING btree ("operator_id","user","product","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_wallet_balances_uq" ON "transfer_wallet_balances" USING btree ("merchant_id","member_id","vendor","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_request_uq" ON "wallet_transfers" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_uuid_uq" ON "wallet_transfers" USING btree ("transaction_uuid");--> statement-breakpoint
CREATE INDEX "wallet_transfers_pending_idx" ON "wallet_transfers" USING btree ("merchant_id","status","created_at");