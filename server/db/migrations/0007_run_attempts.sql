ALTER TABLE "collection_runs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "quarantined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "quarantine_reason" text;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "attempts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "flaky" boolean DEFAULT false NOT NULL;