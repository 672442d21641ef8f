CREATE TABLE "vip_benefit_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"benefit" text NOT NULL,
	"period" text NOT NULL,
	"level" integer NOT NULL,
	"amount" bigint NOT NULL,
	"landing" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_benefit_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"benefit" text NOT NULL,
	"landing" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_daily_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"valid_bet" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"job" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"lease_until" timestamp with time zone NOT NULL,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vip_benefit_payments" ADD CONSTRAINT "vip_benefit_payments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_benefit_payments" ADD CONSTRAINT "vip_benefit_payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_benefit_rules" ADD CONSTRAINT "vip_benefit_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_daily_bets" ADD CONSTRAINT "vip_daily_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_daily_bets" ADD CONSTRAINT "vip_daily_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_benefit_payments_reference_uq" ON "vip_benefit_payments" USING btree ("merchant_id","reference");--> statement-breakpoint
CREATE INDEX "vip_benefit_payments_member_idx" ON "vip_benefit_payments" USING btree ("merchant_id","member_id","benefit","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_benefit_rules_benefit_uq" ON "vip_benefit_rules" USING btree ("merchant_id","benefit");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_daily_bets_day_uq" ON "vip_daily_bets" USING btree ("merchant_id","member_id","day");--> statement-breakpoint
CREATE INDEX "vip_daily_bets_merchant_day_idx" ON "vip_daily_bets" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_period_uq" ON "job_runs" USING btree ("merchant_id","job","period");--> statement-breakpoint
CREATE INDEX "job_runs_merchant_idx" ON "job_runs" USING btree ("merchant_id","id");