CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"key" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"no_expiry" boolean DEFAULT false NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"participation" text DEFAULT 'none' NOT NULL,
	"remark_required" boolean DEFAULT false NOT NULL,
	"image_required" boolean DEFAULT false NOT NULL,
	"linked_promotion_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_application_images" (
	"application_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"mime" text NOT NULL,
	"data" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"bonus" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_application_images" ADD CONSTRAINT "reward_application_images_application_id_reward_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."reward_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_application_images" ADD CONSTRAINT "reward_application_images_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_key_uq" ON "promotions" USING btree ("merchant_id","key");--> statement-breakpoint
CREATE INDEX "promotions_list_idx" ON "promotions" USING btree ("merchant_id","enabled","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_application_images_uq" ON "reward_application_images" USING btree ("application_id","seq");--> statement-breakpoint
CREATE INDEX "reward_applications_member_idx" ON "reward_applications" USING btree ("merchant_id","member_id","promotion_id");--> statement-breakpoint
CREATE INDEX "reward_applications_status_idx" ON "reward_applications" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_applications_open_uq" ON "reward_applications" USING btree ("merchant_id","member_id","promotion_id") WHERE "reward_applications"."status" in ('applying', 'issued');