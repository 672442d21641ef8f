CREATE TABLE "sim_operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"name" text NOT NULL,
	"operator_public_key" text NOT NULL,
	"aggregator_private_key" text NOT NULL,
	"wallet_url" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_operators_operator_uq" UNIQUE("operator_id")
);
--> statement-breakpoint
CREATE TABLE "sim_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"user" text NOT NULL,
	"token" text NOT NULL,
	"currency" text NOT NULL,
	"lang" text NOT NULL,
	"game_code" text NOT NULL,
	"vendor" text NOT NULL,
	"lobby_url" text DEFAULT '/m/home' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"transaction_uuid" text NOT NULL,
	"reference_transaction_uuid" text,
	"kind" text NOT NULL,
	"session_id" text NOT NULL,
	"user" text NOT NULL,
	"round" text NOT NULL,
	"game_code" text NOT NULL,
	"vendor" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "sim_transactions_kind" CHECK ("sim_transactions"."kind" in ('bet', 'win', 'rollback'))
);
--> statement-breakpoint
CREATE TABLE "sim_held_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user" text NOT NULL,
	"game_code" text NOT NULL,
	"round" text NOT NULL,
	"bet_transaction_uuid" text NOT NULL,
	"win_transaction_uuid" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"selection" jsonb NOT NULL,
	"settle_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"payout_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_round_seeds" (
	"key" text PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_game_states" (
	"key" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sim_round_seeds_created_idx" ON "sim_round_seeds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sim_sessions_user_idx" ON "sim_sessions" USING btree ("operator_id","user");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_transactions_uuid_uq" ON "sim_transactions" USING btree ("transaction_uuid");--> statement-breakpoint
CREATE INDEX "sim_transactions_time_idx" ON "sim_transactions" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "sim_transactions_retry_idx" ON "sim_transactions" USING btree ("retry_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_held_bets_bet_uq" ON "sim_held_bets" USING btree ("bet_transaction_uuid");--> statement-breakpoint
CREATE INDEX "sim_held_bets_due_idx" ON "sim_held_bets" USING btree ("game_code","settle_at");--> statement-breakpoint
CREATE INDEX "sim_held_bets_session_idx" ON "sim_held_bets" USING btree ("session_id");
