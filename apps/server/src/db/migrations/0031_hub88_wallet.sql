CREATE TABLE "vendor_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"mode" text DEFAULT 'seamless' NOT NULL,
	"aggregator_url" text NOT NULL,
	"operator_id" integer NOT NULL,
	"operator_private_key" text NOT NULL,
	"aggregator_public_key" text NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_integrations_mode" CHECK ("vendor_integrations"."mode" in ('seamless', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "hub88_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"transaction_uuid" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"round" text NOT NULL,
	"reference_transaction_uuid" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub88_transactions_kind" CHECK ("hub88_transactions"."kind" in ('bet', 'win', 'rollback')),
	CONSTRAINT "hub88_transactions_amount" CHECK ("hub88_transactions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD CONSTRAINT "vendor_integrations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub88_transactions" ADD CONSTRAINT "hub88_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub88_transactions" ADD CONSTRAINT "hub88_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_integrations_merchant_vendor_uq" ON "vendor_integrations" USING btree ("merchant_id","vendor");--> statement-breakpoint
CREATE UNIQUE INDEX "hub88_transactions_uuid_uq" ON "hub88_transactions" USING btree ("merchant_id","transaction_uuid");--> statement-breakpoint
CREATE INDEX "hub88_transactions_reference_idx" ON "hub88_transactions" USING btree ("merchant_id","reference_transaction_uuid");--> statement-breakpoint
CREATE INDEX "hub88_transactions_vendor_day_idx" ON "hub88_transactions" USING btree ("merchant_id","vendor","created_at");
