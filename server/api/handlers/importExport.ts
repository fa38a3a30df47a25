/**
 * Moving tests in and out of a project: the product's own JSON export, and Playwright spec files
 * whose tests keep their scripts. The export never carries credentials, and leaves out ids that
 * belong to the project (browser state, shared parameters, collections, setup module): they
 * would name nothing, or someone else's things, in another project.
 */
import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../openapi/schema';
import { collectionTestCases, testCases, scriptVersions } from '../../db/schema.ts';
import { isValidUrl } from '../../../rules/validation.ts';
import { requireTestSuite } from '../access.ts';
import { HttpError } from '../httpError.ts';
import { parsePlaywrightSpec, SpecSyntaxError } from '../playwrightSpec.ts';
import { toTestCase } from '../testCaseView.ts';
import { checkTestCaseInput, websiteRules, type CheckedTestCase, type TestCaseInput } from './testCaseInput.ts';
import type { HandlerContext, Handlers } from './types.ts';
import type { TestCaseState } from '../../../rules/states.ts';

export type TestCaseExport = components['schemas']['TestCaseExport'];
type PlaywrightFile = components['schemas']['PlaywrightFile'];
type Skipped = components['schemas']['TestCasesImported']['skipped'][number];
type Candidate = { label: string; input: TestCaseInput; finalScript: string | null; finalScriptPy: string | null };

/** At most this many tests per import, like createTestCases. */
const MAX_TESTS = 500;
const NAME_MAX = 200;

// Tree names must not contain these (spec section 5); titles and file names often do.
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001F\u007F]+/g;

/** A title or file name as a tree name: forbidden characters become spaces. Empty when nothing is left. */
export function treeSafeName(text: string): string {
  return text.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim().slice(0, NAME_MAX).trim();
}

/** "tests/checkout.spec.ts" is the folder "checkout": the directory and the Playwright suffixes go. */
export function fileFolder(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return treeSafeName(base.replace(/(\.(spec|test|e2e))?\.[cm]?[jt]sx?$/i, ''));
}

/** Relative modules a script imports: the import cannot bring them along, so the description says so. */
function relativeImports(script: string): string[] {
  const found = [...script.matchAll(/(?:\bfrom\s*|\brequire\(\s*|\bimport\(\s*|^\s*import\s*)['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1]);
  return [...new Set(found)];
}

/** Each test of each file, as the input of a test case; the ones that cannot be tests are reported. */
export function playwrightCandidates(files: PlaywrightFile[]): { candidates: Candidate[]; skipped: Skipped[] } {
  const candidates: Candidate[] = [];
  const skipped: Skipped[] = [];
  for (const file of files) {
    let parsed: ReturnType<typeof parsePlaywrightSpec>;
    try {
      parsed = parsePlaywrightSpec(file.content);
    } catch (error) {
      if (!(error instanceof SpecSyntaxError)) throw error;
      skipped.push({ name: file.name, reason: `The file could not be read: ${error.message}` });
      continue;
    }
    const { tests, unplaced } = parsed;
    if (unplaced > 0) {
      skipped.push({
        name: file.name,
        reason: `${unplaced} of its tests are made in a loop, a condition or a helper and were not imported; the scripts of the imported ones still contain them.`,
      });
    }
    if (tests.length === 0) {
      if (unplaced > 0) continue;
      skipped.push({ name: file.name, reason: "The file has no test('title', ...) calls." });
      continue;
    }
    const folder = fileFolder(file.name);
    for (const test of tests) {
      const label = [file.name, ...test.describes, test.title].join(' › ');
      const name = treeSafeName(test.title);
      if (!name) {
        skipped.push({ name: label, reason: 'Its title has no characters a test name may have.' });
        continue;
      }
      if (test.firstGoto === null) {
        skipped.push({ name: label, reason: "It never opens an address with page.goto('...'), and a test needs its website." });
        continue;
      }
      if (!isValidUrl(test.firstGoto, { requireProtocol: true })) {
        skipped.push({
          name: label,
          reason: `Its first page.goto address '${test.firstGoto}' is not a full web address (http:// or https://), and a test needs its website.`,
        });
        continue;
      }
      const missing = relativeImports(test.script);
      const description = [
        `Imported from the Playwright file ${file.name}.`,
        ...(missing.length ? [`The script imports ${missing.join(', ')}, which the import does not include.`] : []),
      ].join(' ');
      candidates.push({
        label,
        input: {
          test_suite_id: '',
          path: [folder, ...test.describes.map(treeSafeName)].filter(Boolean).join('/'),
          name,
          ...(name !== test.title.trim() ? { title: test.title.trim().slice(0, 500) } : {}),
          website: test.firstGoto,
          description,
        },
        finalScript: test.script,
        finalScriptPy: null,
      });
    }
  }
  return { candidates, skipped };
}

export function importExportHandlers({ db, config }: HandlerContext): Handlers {
  return {
    async exportTestCases({ identity, params }) {
      await requireTestSuite(db, identity, params.id);
      const rows = await db
        .select()
        .from(testCases)
        .where(eq(testCases.testSuiteId, params.id))
        .orderBy(asc(testCases.path), asc(testCases.name), asc(testCases.createdAt));
      const exported: TestCaseExport[] = rows.map((row) => ({
        test_suite_id: row.testSuiteId,
        path: row.path,
        name: row.name,
        ...(row.title !== null ? { title: row.title } : {}),
        website: row.website,
        description: row.description,
        ...(row.executionSettings ? { execution_settings: row.executionSettings } : {}),
        test_parameters: row.testParameters,
        final_script: row.finalScript,
        final_script_py: row.finalScriptPy,
      }));
      return { test_cases: exported };
    },

    async importTestCases({ identity, params, body, request, reply }) {
      const suite = await requireTestSuite(db, identity, params.id);
      const rules = websiteRules(request, config);
      const skipped: Skipped[] = [];
      const accepted: { checked: CheckedTestCase; finalScript: string | null; finalScriptPy: string | null }[] = [];

      // The contract takes one format or the other (oneOf), never both.
      if ('test_cases' in body) {
        // The product's own format: all or nothing, like createTestCases; a refused test names its index.
        for (const [index, item] of body.test_cases.entries()) {
          const { final_script: finalScript = null, final_script_py: finalScriptPy = null, ...input } = item;
          const checked = await checkTestCaseInput(db, identity, { ...input, test_suite_id: suite.id }, rules, `test_cases/${index}`);
          accepted.push({ checked, finalScript, finalScriptPy });
        }
      } else {
        const found = playwrightCandidates(body.playwright_files);
        skipped.push(...found.skipped);
        for (const candidate of found.candidates) {
          if (accepted.length >= MAX_TESTS) {
            skipped.push({ name: candidate.label, reason: `An import creates at most ${MAX_TESTS} tests.` });
            continue;
          }
          try {
            const checked = await checkTestCaseInput(db, identity, { ...candidate.input, test_suite_id: suite.id }, rules);
            accepted.push({ checked, finalScript: candidate.finalScript, finalScriptPy: candidate.finalScriptPy });
          } catch (error) {
            if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
            skipped.push({ name: candidate.label, reason: error.detail ? `${error.detail}: ${error.message}` : error.message });
          }
        }
        if (accepted.length === 0) {
          const reasons = skipped
            .slice(0, 3)
            .map((s) => `${s.name}: ${s.reason}`)
            .join(' ');
          throw new HttpError(400, `No test could be imported from the files. ${reasons}`.trim());
        }
      }

      const rows = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(testCases)
          .values(
            accepted.map(({ checked, finalScript, finalScriptPy }) => {
              // A test that has a script can run as it is; one without waits to be generated.
              const state: TestCaseState = finalScript || finalScriptPy ? 'completed' : 'created';
              return { ...checked.values, finalScript, finalScriptPy, state };
            }),
          )
          .returning();
        const links = inserted.flatMap((row, i) =>
          (accepted[i].checked.collectionIds ?? []).map((collectionId) => ({ collectionId, testCaseId: row.id })),
        );
        if (links.length > 0) await tx.insert(collectionTestCases).values(links);
        // A script brought in is the test's first version.
        if (inserted.some((row) => row.finalScript))
          await tx.insert(scriptVersions).values(
            inserted.flatMap((row) =>
              row.finalScript
                ? [
                    {
                      testCaseId: row.id,
                      version: 1,
                      finalScript: row.finalScript,
                      finalScriptPy: row.finalScriptPy,
                      source: 'import' as const,
                      author: identity.email,
                    },
                  ]
                : [],
            ),
          );
        return inserted;
      });
      reply.code(201);
      return { test_cases: rows.map((row, i) => toTestCase(row, accepted[i].checked.collectionIds ?? [])), skipped };
    },
  };
}
