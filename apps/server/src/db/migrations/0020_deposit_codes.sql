DROP INDEX "deposit_promos_code_uq";--> statement-breakpoint
ALTER TABLE "deposit_promos" ADD COLUMN "fixed_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_promos" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_promos" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_promos" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_promos" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "deposit_promos" ADD COLUMN "per_member_uses" integer;--> statement-breakpoint
CREATE INDEX "deposit_orders_promo_idx" ON "deposit_orders" USING btree ("promo_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_promos_code_ci_uq" ON "deposit_promos" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
ALTER TABLE "deposit_promos" ADD CONSTRAINT "deposit_promos_amounts_nonnegative" CHECK ("deposit_promos"."percent_bp" >= 0 and "deposit_promos"."fixed_bonus" >= 0 and "deposit_promos"."max_bonus" >= 0 and "deposit_promos"."min_deposit" >= 0);--> statement-breakpoint
ALTER TABLE "deposit_promos" ADD CONSTRAINT "deposit_promos_uses_positive" CHECK (coalesce("deposit_promos"."max_uses", 1) > 0 and coalesce("deposit_promos"."per_member_uses", 1) > 0);--> statement-breakpoint
ALTER TABLE "deposit_promos" ADD CONSTRAINT "deposit_promos_window" CHECK ("deposit_promos"."starts_at" is null or "deposit_promos"."ends_at" is null or "deposit_promos"."ends_at" > "deposit_promos"."starts_at");