-- Identity (issue 30): head icons, profile fields with their verification states, KYC cases and each merchant's
-- identity rules (minimum age, required fields, the KYC thresholds of withdrawals, the key that signs document links).
CREATE TABLE "member_icons" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"preset" text,
	"hash" text,
	"mime" text,
	"data" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"state" text DEFAULT 'unverified' NOT NULL,
	"reason" text,
	"documents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"min_age" integer DEFAULT 18 NOT NULL,
	"required_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kyc_deposit_threshold" bigint,
	"kyc_withdrawal_threshold" bigint,
	"signing_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_icons" ADD CONSTRAINT "member_icons_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_icons" ADD CONSTRAINT "member_icons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_profiles" ADD CONSTRAINT "identity_profiles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_profiles" ADD CONSTRAINT "identity_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_cases" ADD CONSTRAINT "kyc_cases_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_cases" ADD CONSTRAINT "kyc_cases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_cases" ADD CONSTRAINT "kyc_cases_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_settings" ADD CONSTRAINT "identity_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_icons_member_uq" ON "member_icons" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE INDEX "member_icons_hash_idx" ON "member_icons" USING btree ("merchant_id","hash");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_profiles_member_uq" ON "identity_profiles" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_cases_member_uq" ON "kyc_cases" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE INDEX "kyc_cases_state_idx" ON "kyc_cases" USING btree ("merchant_id","state","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_settings_merchant_uq" ON "identity_settings" USING btree ("merchant_id");
