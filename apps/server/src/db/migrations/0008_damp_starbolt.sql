CREATE TABLE "vip_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"deposit_required" bigint NOT NULL,
	"valid_bet_required" bigint NOT NULL,
	"upgrade_bonus" bigint NOT NULL,
	"birthday_gift" bigint NOT NULL,
	"monthly_bonus" bigint NOT NULL,
	"rebate_bp" integer NOT NULL,
	"daily_withdrawals" integer NOT NULL,
	"daily_withdraw_limit" bigint NOT NULL,
	"exclusive_tour" boolean DEFAULT false NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_level_uq" ON "vip_levels" USING btree ("merchant_id","level");