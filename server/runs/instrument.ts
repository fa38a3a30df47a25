/**
 * A run executes the test's final script with small additions, so that it can report per step:
 * a harness import, a start call (console and network logging) and, at each step boundary, a
 * call that records the step's end and a screenshot with secrets masked. The exported script
 * stays clean; only the copy a run executes is instrumented.
 *
 * Generated scripts mark each step with a `// <step as written>` line at the test body's
 * indentation (server/engine/codegen/scripts.ts); a script without such lines still runs, with
 * no per-step results.
 */

export interface InstrumentedScript {
  source: string;
  /** The steps as written, in order (from the step comment lines). */
  steps: string[];
}

export const HARNESS_FILE = 'cj-harness.mjs';

const TEST_START = /^test\(.*async \(\{ page \}\) => \{\s*$/;
const STEP_COMMENT = /^ {2}\/\/ (.*)$/;
const TEST_END = /^\}\);\s*$/;

export function instrumentScript(script: string): InstrumentedScript {
  const lines = script.split('\n');
  const out: string[] = [];
  const steps: string[] = [];
  let inTest = false;
  let importsDone = false;
  for (const line of lines) {
    if (!importsDone && /^import .* from '@playwright\/test';\s*$/.test(line)) {
      out.push(line, `import * as __cj from './${HARNESS_FILE}';`);
      out.push('test.afterEach(async ({ page }, testInfo) => { await __cj.finish(page, testInfo); });');
      importsDone = true;
      continue;
    }
    if (!inTest && TEST_START.test(line)) {
      inTest = true;
      out.push(line, '  await __cj.start(page);');
      continue;
    }
    if (inTest) {
      const comment = STEP_COMMENT.exec(line);
      if (comment) {
        if (steps.length > 0) out.push(`  await __cj.stepDone(page, ${steps.length - 1});`);
        steps.push(comment[1]);
      } else if (TEST_END.test(line)) {
        if (steps.length > 0) out.push(`  await __cj.stepDone(page, ${steps.length - 1});`);
        inTest = false;
      }
    }
    out.push(line);
  }
  return { source: out.join('\n'), steps };
}
