CREATE TABLE "script_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_case_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"final_script" text NOT NULL,
	"final_script_py" text,
	"source" text NOT NULL,
	"author" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "script_versions_test_version" UNIQUE("test_case_id","version")
);
--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "script_version" integer;--> statement-breakpoint
ALTER TABLE "script_versions" ADD CONSTRAINT "script_versions_test_case_id_test_cases_id_fk" FOREIGN KEY ("test_case_id") REFERENCES "public"."test_cases"("id") ON DELETE cascade ON UPDATE no action;