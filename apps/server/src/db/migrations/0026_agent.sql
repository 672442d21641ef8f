CREATE TABLE "agent_profiles" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"upline_id" integer,
	"path" text NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"rebate_bp" integer DEFAULT 0 NOT NULL,
	"sub_agent_quota" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_profiles_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id"),
	CONSTRAINT "agent_profiles_rebate_range" CHECK ("agent_profiles"."rebate_bp" >= 0 and "agent_profiles"."rebate_bp" <= 10000),
	CONSTRAINT "agent_profiles_quota" CHECK ("agent_profiles"."sub_agent_quota" >= 0),
	CONSTRAINT "agent_profiles_not_self" CHECK ("agent_profiles"."upline_id" is null or "agent_profiles"."upline_id" <> "agent_profiles"."member_id")
);
--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD CONSTRAINT "agent_profiles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD CONSTRAINT "agent_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD CONSTRAINT "agent_profiles_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_profiles_upline_idx" ON "agent_profiles" USING btree ("merchant_id","upline_id");--> statement-breakpoint
CREATE INDEX "agent_profiles_path_idx" ON "agent_profiles" USING btree ("merchant_id","path");