CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"upline_id" integer,
	"downline_id" integer NOT NULL,
	"tiers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"effective_from" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contracts_kind" CHECK ("agent_contracts"."kind" in ('DAILY_SALARY', 'HOURLY_SALARY', 'DIVIDEND')),
	CONSTRAINT "agent_contracts_status" CHECK ("agent_contracts"."status" in ('PENDING', 'ACTIVE', 'REJECTED', 'CANCELLED', 'SUPERSEDED')),
	CONSTRAINT "agent_contracts_not_self" CHECK ("agent_contracts"."upline_id" is null or "agent_contracts"."upline_id" <> "agent_contracts"."downline_id")
);
--> statement-breakpoint
CREATE TABLE "agent_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"upline_id" integer,
	"downline_id" integer NOT NULL,
	"valid_bet" bigint NOT NULL,
	"net_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"tier" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_statements_status" CHECK ("agent_statements"."status" in ('PAID', 'UNPAID')),
	CONSTRAINT "agent_statements_amount" CHECK ("agent_statements"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_statements" ADD CONSTRAINT "agent_statements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_statements" ADD CONSTRAINT "agent_statements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_statements" ADD CONSTRAINT "agent_statements_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_statements" ADD CONSTRAINT "agent_statements_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_pending_uq" ON "agent_contracts" USING btree ("merchant_id","downline_id","kind") WHERE status = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active_uq" ON "agent_contracts" USING btree ("merchant_id","downline_id","kind") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("merchant_id","upline_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_statements_reference_uq" ON "agent_statements" USING btree ("merchant_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_statements_period_uq" ON "agent_statements" USING btree ("merchant_id","contract_id","period");--> statement-breakpoint
CREATE INDEX "agent_statements_downline_idx" ON "agent_statements" USING btree ("merchant_id","downline_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_statements_upline_idx" ON "agent_statements" USING btree ("merchant_id","upline_id","period_start");