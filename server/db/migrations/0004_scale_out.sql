CREATE TABLE "executor_jobs" (
	"executor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"generation_id" uuid,
	"attempt" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "executor_jobs_kind_target_id_pk" PRIMARY KEY("kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "executors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slots" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "file_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "executor_jobs" ADD CONSTRAINT "executor_jobs_executor_id_executors_id_fk" FOREIGN KEY ("executor_id") REFERENCES "public"."executors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "executor_jobs_executor_idx" ON "executor_jobs" USING btree ("executor_id");--> statement-breakpoint
CREATE FUNCTION "record_file_deletion"() RETURNS trigger AS $$
BEGIN
  IF OLD."data" IS NULL AND OLD."key" IS NOT NULL THEN
    INSERT INTO "file_deletions" ("key") VALUES (OLD."key") ON CONFLICT DO NOTHING;
  END IF;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "files_record_deletion" AFTER DELETE ON "files" FOR EACH ROW EXECUTE FUNCTION "record_file_deletion"();
