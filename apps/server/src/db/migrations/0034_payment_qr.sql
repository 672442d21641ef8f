ALTER TABLE "deposit_channels" ADD COLUMN "provider_url" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "provider_merchant_id" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "provider_private_key" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "provider_public_key" text;--> statement-breakpoint
CREATE TABLE "sim_pay_merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"mch_id" text NOT NULL,
	"name" text NOT NULL,
	"api_key" text,
	"merchant_public_key" text,
	"wallet_private_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sim_pay_merchants_uq" ON "sim_pay_merchants" USING btree ("wallet","mch_id");--> statement-breakpoint
CREATE TABLE "sim_pay_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"mch_id" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"trade_no" text NOT NULL,
	"token" text NOT NULL,
	"amount" bigint NOT NULL,
	"subject" text NOT NULL,
	"notify_url" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"next_notify_at" timestamp with time zone,
	"last_notify_error" text,
	CONSTRAINT "sim_pay_orders_trade_no_uq" UNIQUE("trade_no"),
	CONSTRAINT "sim_pay_orders_token_uq" UNIQUE("token"),
	CONSTRAINT "sim_pay_orders_amount_positive" CHECK ("sim_pay_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sim_pay_orders_out_trade_uq" ON "sim_pay_orders" USING btree ("wallet","mch_id","out_trade_no");--> statement-breakpoint
CREATE INDEX "sim_pay_orders_notify_idx" ON "sim_pay_orders" USING btree ("next_notify_at");
