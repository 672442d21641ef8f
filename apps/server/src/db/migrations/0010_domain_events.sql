CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"subscriber" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "vip_progress" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_progress" ADD CONSTRAINT "vip_progress_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_progress" ADD CONSTRAINT "vip_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_type_idx" ON "domain_events" USING btree ("merchant_id","type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_deliveries_once" ON "event_deliveries" USING btree ("event_id","subscriber");--> statement-breakpoint
CREATE INDEX "event_deliveries_due_idx" ON "event_deliveries" USING btree ("next_attempt_at") WHERE "event_deliveries"."delivered_at" is null and "event_deliveries"."failed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_progress_member" ON "vip_progress" USING btree ("merchant_id","member_id");--> statement-breakpoint
-- VIP progress was summed from deposits and rounds on every read; from now on the VIP subscriber keeps it, starting
-- from what each member has already deposited and bet.
INSERT INTO "vip_progress" ("merchant_id", "member_id", "deposit_minor", "valid_bet_minor")
SELECT m."merchant_id", m."id",
  coalesce((SELECT sum(d."amount") FROM "deposit_orders" d WHERE d."merchant_id" = m."merchant_id" AND d."member_id" = m."id" AND d."status" = 'success'), 0),
  coalesce((SELECT sum(r."stake") FROM "game_rounds" r WHERE r."merchant_id" = m."merchant_id" AND r."member_id" = m."id" AND r."status" = 'settled'), 0)
FROM "members" m;
