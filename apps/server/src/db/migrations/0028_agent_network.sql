CREATE TABLE "agent_aff_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"rebate_bp" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "agent_aff_links_rebate" CHECK ("agent_aff_links"."rebate_bp" >= 0 and "agent_aff_links"."rebate_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "agent_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"total" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_aff_links" ADD CONSTRAINT "agent_aff_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_aff_links" ADD CONSTRAINT "agent_aff_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_aff_links_code_uq" ON "agent_aff_links" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "agent_aff_links_agent_idx" ON "agent_aff_links" USING btree ("merchant_id","agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_transfers_request_uq" ON "agent_transfers" USING btree ("merchant_id","agent_id","request_id");--> statement-breakpoint
CREATE INDEX "agent_transfers_agent_idx" ON "agent_transfers" USING btree ("merchant_id","agent_id","id");