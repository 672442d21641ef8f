-- Responsible gaming (issue 29): the session time limit, the reality-check interval and the play session they are
-- counted on, and the page offered once before a member's first wager.
ALTER TABLE "rg_members" ADD COLUMN "session_limit_minutes" integer;--> statement-breakpoint
ALTER TABLE "rg_members" ADD COLUMN "reality_minutes" integer;--> statement-breakpoint
ALTER TABLE "rg_members" ADD COLUMN "play_session_id" bigint;--> statement-breakpoint
ALTER TABLE "rg_members" ADD COLUMN "play_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rg_members" ADD COLUMN "play_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rg_members" ADD COLUMN "reality_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rg_members" ADD COLUMN "play_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rg_members" ADD COLUMN "prompt_seen_at" timestamp with time zone;
