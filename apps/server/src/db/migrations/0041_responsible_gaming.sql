-- Responsible gaming (issue 29): a member's break and the row limit checks lock, the limits with their waiting
-- raises, and the history of both.
CREATE TABLE "rg_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"timeout_until" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"excluded_forever" boolean DEFAULT false NOT NULL,
	"break_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rg_members" ADD CONSTRAINT "rg_members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rg_members" ADD CONSTRAINT "rg_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rg_history" ADD CONSTRAINT "rg_history_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rg_history" ADD CONSTRAINT "rg_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "rg_members_member_uq" ON "rg_members" USING btree ("merchant_id","member_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "rg_limits_member_uq" ON "rg_limits" USING btree ("merchant_id","member_id","kind","period");
--> statement-breakpoint
CREATE INDEX "rg_limits_kind_idx" ON "rg_limits" USING btree ("merchant_id","kind");
--> statement-breakpoint
CREATE INDEX "rg_history_member_idx" ON "rg_history" USING btree ("merchant_id","member_id","id");
--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "play_checks" boolean DEFAULT false NOT NULL;
