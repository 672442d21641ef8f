CREATE TABLE "lottery_periods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" text,
	"drawn_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_periods_times" CHECK ("lottery_periods"."opens_at" < "lottery_periods"."closes_at" and "lottery_periods"."closes_at" <= "lottery_periods"."draw_at")
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"total_stake" bigint NOT NULL,
	"total_payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_orders_stake_positive" CHECK ("lottery_orders"."total_stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_sub_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"period_id" bigint NOT NULL,
	"bet_type" text NOT NULL,
	"selection" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds_x100" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_sub_orders_stake_positive" CHECK ("lottery_sub_orders"."stake" > 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_periods" ADD CONSTRAINT "lottery_periods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_periods" ADD CONSTRAINT "lottery_periods_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_period_id_lottery_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."lottery_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sub_orders" ADD CONSTRAINT "lottery_sub_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sub_orders" ADD CONSTRAINT "lottery_sub_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sub_orders" ADD CONSTRAINT "lottery_sub_orders_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_periods_uq" ON "lottery_periods" USING btree ("merchant_id","game_id","numero");--> statement-breakpoint
CREATE INDEX "lottery_periods_due_idx" ON "lottery_periods" USING btree ("merchant_id","status","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_request_uq" ON "lottery_orders" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE INDEX "lottery_orders_member_idx" ON "lottery_orders" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_orders_period_idx" ON "lottery_orders" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_order_idx" ON "lottery_sub_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_period_idx" ON "lottery_sub_orders" USING btree ("period_id","status");
