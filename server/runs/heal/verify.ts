/**
 * The executor's side of healing. A run whose last attempt failed at an action step, and whose
 * harness found that step's element again (inRun.ts), checks the heal by running the healed
 * script once more from the start in a fresh process: only a healed script that passes becomes a
 * proposal. The run still ends `failed` (its script was wrong) and says what is proposed; a
 * project that accepts heals automatically gets it accepted at once (proposals.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { files, healProposals, type testCases } from '../../db/schema.ts';
import type { FileStore } from '../../storage/fileStore.ts';
import { readStoredFile } from '../../storage/storedFiles.ts';
import { describeLocator } from '../../engine/locate/locatorSpec.ts';
import type { Artifact } from '../artifacts.ts';
import { instrumentScript } from '../instrument.ts';
import { runAttempt, type AttemptOutcome, type AttemptSetup, type Ending } from '../runAttempt.ts';
import type { RunStatus } from '../../../rules/states.ts';
import { scriptSteps } from './healRequests.ts';
import { patchScripts } from './patchScripts.ts';

type TestRow = typeof testCases.$inferSelect;

/** The prefix of the heal check's artifacts: `heal-check-trace.zip`, `heal-check-steps.json`… */
export const HEAL_CHECK_PREFIX = 'heal-check-';
export const HEAL_BEFORE_PICTURE = 'heal-before.png';

export interface VerifiedHeal {
  /** The failed run's ending, saying what is proposed or why nothing is. */
  ending: Ending;
  /** The heal check's artifacts and the picture before, to keep with the run's own. */
  artifacts: Artifact[];
  /** Writes the proposal once the run has ended (null: nothing to propose). */
  propose: ((db: Db) => Promise<void>) | null;
}

/**
 * Verifies the failed attempt's heal, if it found one. Null when the run left this executor
 * meanwhile. The ending is the failure's, with a sentence on the heal.
 */
export async function verifyHeal(
  setup: AttemptSetup,
  status: RunStatus,
  test: TestRow,
  failed: AttemptOutcome,
  store: FileStore | undefined,
): Promise<VerifiedHeal | null> {
  const nothing = (note?: string): VerifiedHeal => ({
    ending: note ? { ...failed.ending, message: `${failed.ending.message} ${note}` } : failed.ending,
    artifacts: [],
    propose: null,
  });
  const heal = failed.heal;
  if (!heal) return nothing();
  const { finding } = heal;
  if (!finding.ok) return nothing(finding.reason === 'stillFound' ? undefined : `No heal: ${finding.message}`);
  const steps = scriptSteps(test.testGenerationSteps);
  const step = steps[heal.step];
  if (!step?.code || !step.locator || !step.fingerprint || !test.finalScript) return nothing();
  const sameBefore = steps.slice(0, heal.step).filter((earlier) => earlier.code === step.code).length;
  const patched = patchScripts(
    { script: test.finalScript, scriptPy: test.finalScriptPy },
    { code: step.code, pythonCode: step.python_code, sameBefore },
    step.locator,
    finding.locator,
  );
  if (!patched) return nothing('No heal: the script no longer holds the step as generation wrote it.');

  const check = await runAttempt(setup, status, { script: instrumentScript(patched.script), heal: false });
  if (!check) return null;
  const artifacts = check.artifacts.map((artifact) => ({ ...artifact, name: HEAL_CHECK_PREFIX + artifact.name }));
  const oldElement = describeElement(step.fingerprint.role, step.fingerprint.name) ?? describeLocator(step.locator);
  if (check.ending.status !== 'passed')
    return {
      ...nothing(`No heal: ${finding.description} looked like the step's element, but the script with it still failed (${check.ending.message})`),
      artifacts,
    };

  const before = await pictureBefore(setup.db, store, steps[heal.step - 1]?.screenshot_key ?? null);
  if (before) artifacts.push({ name: HEAL_BEFORE_PICTURE, contentType: 'image/png', data: before });
  const title = step.action_description;
  const ending: Ending = {
    status: 'failed',
    message: `${failed.ending.message} A heal is proposed: ${oldElement} is now ${finding.description}, and the script with it passed.`,
  };
  const propose = async (db: Db) => {
    await db
      .insert(healProposals)
      .values({
        testRunId: setup.runId,
        testCaseId: test.id,
        step: heal.step,
        stepTitle: title,
        oldLocator: step.locator!,
        newLocator: finding.locator,
        newFallbacks: finding.fallbacks,
        oldFingerprint: step.fingerprint!,
        newFingerprint: finding.fingerprint,
        oldElement,
        newElement: finding.description,
        evidence: finding.evidence,
        oldScript: test.finalScript!,
        newScript: patched.script,
        oldScriptPy: patched.scriptPy === null ? null : test.finalScriptPy,
        newScriptPy: patched.scriptPy,
        beforeImage: before ? HEAL_BEFORE_PICTURE : null,
        afterImage: failed.artifacts.some((artifact) => artifact.name === `step-${heal.step + 1}.png`) ? `step-${heal.step + 1}.png` : null,
      })
      .onConflictDoNothing();
  };
  return { ending, artifacts, propose };
}

/** `button "Sign in"`, as the resolver describes elements. */
function describeElement(role: string | null, name: string): string | null {
  return role && name ? `${role} "${name}"` : null;
}

/** The page as generation saw it just before the healed step (the step before's screenshot). */
async function pictureBefore(db: Db, store: FileStore | undefined, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  const [row] = await db.select({ key: files.key, data: files.data }).from(files).where(eq(files.key, key));
  if (!row) return null;
  if (!store) return row.data ?? null;
  return readStoredFile(store, row).catch(() => null);
}
