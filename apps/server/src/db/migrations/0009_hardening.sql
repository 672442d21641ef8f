ALTER TABLE "deposit_channels" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The seeded demo gateway is the sandbox; an operator can switch the flag off.
UPDATE "deposit_channels" SET "sandbox" = true WHERE "code" = 'DEMO_PAY' AND "type" = 'GATEWAY';--> statement-breakpoint
-- Launch tickets now belong to a session; the old ones (12 h at most) are simply dropped.
DELETE FROM "game_launches";--> statement-breakpoint
ALTER TABLE "game_launches" ADD COLUMN "session_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;