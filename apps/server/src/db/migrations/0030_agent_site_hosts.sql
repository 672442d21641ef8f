CREATE TABLE "agent_site_hosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"host" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_site_hosts_kind" CHECK ("agent_site_hosts"."kind" in ('member', 'agent'))
);
--> statement-breakpoint
ALTER TABLE "agent_site_hosts" ADD CONSTRAINT "agent_site_hosts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_site_hosts_host_uq" ON "agent_site_hosts" USING btree ("merchant_id","host");