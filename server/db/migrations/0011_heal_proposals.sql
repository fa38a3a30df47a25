CREATE TABLE "heal_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_run_id" uuid NOT NULL,
	"test_case_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"step_title" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"old_locator" jsonb NOT NULL,
	"new_locator" jsonb NOT NULL,
	"new_fallbacks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"old_fingerprint" jsonb NOT NULL,
	"new_fingerprint" jsonb NOT NULL,
	"old_element" text NOT NULL,
	"new_element" text NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"old_script" text NOT NULL,
	"new_script" text NOT NULL,
	"old_script_py" text,
	"new_script_py" text,
	"before_image" text,
	"after_image" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"script_version" integer,
	"rerun_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "heal_proposals_test_run_id_unique" UNIQUE("test_run_id")
);
--> statement-breakpoint
ALTER TABLE "heal_proposals" ADD CONSTRAINT "heal_proposals_test_run_id_test_runs_id_fk" FOREIGN KEY ("test_run_id") REFERENCES "public"."test_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heal_proposals" ADD CONSTRAINT "heal_proposals_test_case_id_test_cases_id_fk" FOREIGN KEY ("test_case_id") REFERENCES "public"."test_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "heal_proposals_case_idx" ON "heal_proposals" USING btree ("test_case_id","created_at");