ALTER TABLE "test_suites" ADD COLUMN "tree_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A project's tree (GET /test-suites/{id}/tree) is made of its tests' ids, names, paths and
-- states. Every statement that can change one of them bumps the tree_version of each project it
-- touched, once per statement (statement triggers with transition tables: a bulk insert or a
-- folder move of thousands of tests is one bump, not thousands). Servers cache the serialized
-- tree by (project, tree_version), so a change made by any instance, executor or script is seen
-- by all of them on their next request.
-- Inserts and deletes share one function: both triggers call their transition table "added_or_removed_tests".
CREATE FUNCTION "bump_tree_versions_of_added_or_removed_tests"() RETURNS trigger AS $$
BEGIN
  UPDATE "test_suites" SET "tree_version" = "tree_version" + 1
  WHERE "id" IN (SELECT "test_suite_id" FROM "added_or_removed_tests");
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Updates that leave the tree as it was (a generation writing its steps, a run its result) bump
-- nothing; a test moved to another project bumps both projects.
CREATE FUNCTION "bump_tree_versions_of_updated_tests"() RETURNS trigger AS $$
BEGIN
  UPDATE "test_suites" SET "tree_version" = "tree_version" + 1
  WHERE "id" IN (
    SELECT unnest(ARRAY["before"."test_suite_id", "after"."test_suite_id"])
    FROM "tests_before" AS "before" JOIN "tests_after" AS "after" ON "after"."id" = "before"."id"
    WHERE ("before"."name", "before"."path", "before"."state", "before"."test_suite_id")
      IS DISTINCT FROM ("after"."name", "after"."path", "after"."state", "after"."test_suite_id")
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION "bump_all_tree_versions"() RETURNS trigger AS $$
BEGIN
  UPDATE "test_suites" SET "tree_version" = "tree_version" + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "test_cases_bump_tree_version_on_insert" AFTER INSERT ON "test_cases"
  REFERENCING NEW TABLE AS "added_or_removed_tests" FOR EACH STATEMENT EXECUTE FUNCTION "bump_tree_versions_of_added_or_removed_tests"();--> statement-breakpoint
CREATE TRIGGER "test_cases_bump_tree_version_on_delete" AFTER DELETE ON "test_cases"
  REFERENCING OLD TABLE AS "added_or_removed_tests" FOR EACH STATEMENT EXECUTE FUNCTION "bump_tree_versions_of_added_or_removed_tests"();--> statement-breakpoint
CREATE TRIGGER "test_cases_bump_tree_version_on_update" AFTER UPDATE ON "test_cases"
  REFERENCING OLD TABLE AS "tests_before" NEW TABLE AS "tests_after" FOR EACH STATEMENT EXECUTE FUNCTION "bump_tree_versions_of_updated_tests"();--> statement-breakpoint
CREATE TRIGGER "test_cases_bump_tree_version_on_truncate" AFTER TRUNCATE ON "test_cases"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_tree_versions"();
