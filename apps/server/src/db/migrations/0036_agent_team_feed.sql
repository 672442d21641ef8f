-- The agent team feed (issue 12): per member and UTC hour, what the agent module's subscriber adds from round.settled,
-- round.adjusted, deposit.credited and withdrawal.paid; team figures and the contract settlement read it instead of
-- game_rounds. Filled here once from the rows that exist (the subscriber has no deliveries before this migration, so
-- nothing is counted twice), and each merchant of this time is marked as filled.
CREATE TABLE "agent_team_hours" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"ggr" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_team_hours_hour" CHECK ("agent_team_hours"."hour" = date_trunc('hour', "agent_team_hours"."hour" at time zone 'UTC') at time zone 'UTC')
);
--> statement-breakpoint
CREATE TABLE "agent_team_backfills" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"backfilled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_team_hours" ADD CONSTRAINT "agent_team_hours_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_team_hours" ADD CONSTRAINT "agent_team_hours_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_team_backfills" ADD CONSTRAINT "agent_team_backfills_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_team_hours_member_hour_uq" ON "agent_team_hours" USING btree ("merchant_id","member_id","hour");--> statement-breakpoint
CREATE INDEX "event_deliveries_open_idx" ON "event_deliveries" USING btree ("subscriber","event_id") WHERE "event_deliveries"."delivered_at" is null;--> statement-breakpoint
INSERT INTO "agent_team_hours" ("merchant_id", "member_id", "hour", "valid_bet", "ggr", "rounds", "deposits", "deposit_count", "withdrawals", "withdrawal_count")
SELECT merchant_id, member_id, hour, sum(valid_bet), sum(ggr), sum(rounds)::int, sum(deposits), sum(deposit_count)::int, sum(withdrawals), sum(withdrawal_count)::int
FROM (
	SELECT merchant_id, member_id, date_trunc('hour', settled_at at time zone 'UTC') at time zone 'UTC' AS hour,
		stake AS valid_bet, stake - payout AS ggr, 1 AS rounds, 0::bigint AS deposits, 0 AS deposit_count, 0::bigint AS withdrawals, 0 AS withdrawal_count
	FROM "game_rounds" WHERE status = 'settled' AND settled_at IS NOT NULL
	UNION ALL
	SELECT merchant_id, member_id, date_trunc('hour', completed_at at time zone 'UTC') at time zone 'UTC', 0, 0, 0, amount, 1, 0, 0
	FROM "deposit_orders" WHERE status = 'success' AND completed_at IS NOT NULL
	UNION ALL
	SELECT merchant_id, member_id, date_trunc('hour', completed_at at time zone 'UTC') at time zone 'UTC', 0, 0, 0, 0, 0, amount, 1
	FROM "withdraw_orders" WHERE status = 'success' AND completed_at IS NOT NULL
) AS feed
GROUP BY merchant_id, member_id, hour;
--> statement-breakpoint
INSERT INTO "agent_team_backfills" ("merchant_id") SELECT id FROM "merchants";
