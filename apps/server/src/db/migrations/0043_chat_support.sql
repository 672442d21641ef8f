-- Support beside the chat (issue 31): feedback tickets answered into the inbox, the merchant's feedback word bounds,
-- live hosts (CBS_modelList) and the support team's canned answers per language.
CREATE TABLE "chat_canned_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_bounds" (
	"merchant_id" integer NOT NULL,
	"min_words" integer NOT NULL,
	"max_words" integer NOT NULL,
	CONSTRAINT "feedback_bounds_merchant_id_pk" PRIMARY KEY("merchant_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"question_type" text NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_hosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"active" boolean DEFAULT true NOT NULL,
	"streaming" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_canned_answers" ADD CONSTRAINT "chat_canned_answers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feedback_bounds" ADD CONSTRAINT "feedback_bounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feedback_tickets" ADD CONSTRAINT "feedback_tickets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feedback_tickets" ADD CONSTRAINT "feedback_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "feedback_tickets" ADD CONSTRAINT "feedback_tickets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_hosts" ADD CONSTRAINT "live_hosts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_canned_answers_title_uq" ON "chat_canned_answers" USING btree ("merchant_id","language","title");
--> statement-breakpoint
CREATE INDEX "feedback_tickets_member_idx" ON "feedback_tickets" USING btree ("merchant_id","member_id","created_at");
--> statement-breakpoint
CREATE INDEX "feedback_tickets_status_idx" ON "feedback_tickets" USING btree ("merchant_id","status","created_at");
--> statement-breakpoint
CREATE INDEX "live_hosts_merchant_idx" ON "live_hosts" USING btree ("merchant_id","sort");
