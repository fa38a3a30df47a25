CREATE TABLE "environments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_suite_id" uuid NOT NULL,
	"name" text NOT NULL,
	"base_url" text,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "environments_suite_name" UNIQUE("test_suite_id","name")
);
--> statement-breakpoint
ALTER TABLE "collection_runs" ADD COLUMN "environment_id" uuid;--> statement-breakpoint
ALTER TABLE "collection_runs" ADD COLUMN "environment_name" text;--> statement-breakpoint
ALTER TABLE "test_collections" ADD COLUMN "environment_id" uuid;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "environment_id" uuid;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "environment_name" text;--> statement-breakpoint
ALTER TABLE "environments" ADD CONSTRAINT "environments_test_suite_id_test_suites_id_fk" FOREIGN KEY ("test_suite_id") REFERENCES "public"."test_suites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_runs" ADD CONSTRAINT "collection_runs_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_collections" ADD CONSTRAINT "test_collections_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_runs" ADD CONSTRAINT "test_runs_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE set null ON UPDATE no action;