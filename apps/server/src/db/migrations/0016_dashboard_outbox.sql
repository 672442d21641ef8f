ALTER TABLE "outbox_messages" ADD COLUMN "event_id" bigint;--> statement-breakpoint
CREATE INDEX "ledger_kind_idx" ON "ledger_entries" USING btree ("merchant_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_settled_idx" ON "game_rounds" USING btree ("merchant_id","settled_at");--> statement-breakpoint
CREATE INDEX "outbox_event_idx" ON "outbox_messages" USING btree ("event_id");