/**
 * A heal's new scripts: the test's final scripts with one step's locator replaced, in both
 * languages, and nothing else changed — not a value, not an expectation, not another step. When
 * the step's code cannot be found in a script as generation wrote it (the script was edited or
 * restored since), there is no patch: a heal never rewrites what it cannot see.
 */
import { locatorPython, locatorTypeScript, type LocatorSpec } from '../../engine/locate/locatorSpec.ts';

export interface StepScripts {
  /** The step's own code as generation wrote it (RecordedStep.code / python_code). */
  code: string;
  pythonCode: string | null;
  /** How many steps before it have exactly the same code (which of the equal blocks it is). */
  sameBefore: number;
}

export interface PatchedScripts {
  script: string;
  scriptPy: string | null;
  /** The step's code before and after, per language. */
  stepCode: { before: string; after: string };
  stepPython: { before: string; after: string } | null;
}

/** The locator chain without its page (`.getByRole('button', { name: 'Buy' })`), as step code holds it after any page variable. */
const chain = (write: (spec: LocatorSpec, page: string) => string, spec: LocatorSpec) => write(spec, '');

export function patchScripts(
  scripts: { script: string; scriptPy: string | null },
  step: StepScripts,
  from: LocatorSpec,
  to: LocatorSpec,
): PatchedScripts | null {
  const ts = patchOne(scripts.script, step.code, step.sameBefore, chain(locatorTypeScript, from), chain(locatorTypeScript, to));
  if (!ts) return null;
  const py =
    scripts.scriptPy && step.pythonCode
      ? patchOne(scripts.scriptPy, step.pythonCode, step.sameBefore, chain(locatorPython, from), chain(locatorPython, to))
      : null;
  return {
    script: ts.script,
    scriptPy: py?.script ?? null,
    stepCode: { before: step.code, after: ts.stepCode },
    stepPython: py && step.pythonCode ? { before: step.pythonCode, after: py.stepCode } : null,
  };
}

function patchOne(script: string, code: string, sameBefore: number, from: string, to: string): { script: string; stepCode: string } | null {
  if (!code.includes(from)) return null;
  const patched = code.split(from).join(to);
  const lines = script.split('\n');
  const codeLines = code.split('\n');
  // The step's block at whatever indentation the script gives its steps.
  let seen = 0;
  for (let at = 0; at + codeLines.length <= lines.length; at++) {
    const indent = /^\s*/.exec(lines[at])?.[0] ?? '';
    if (!codeLines.every((line, k) => lines[at + k] === (line === '' ? '' : indent + line))) continue;
    if (seen++ < sameBefore) continue;
    const replaced = patched.split('\n').map((line) => (line === '' ? '' : indent + line));
    const out = [...lines.slice(0, at), ...replaced, ...lines.slice(at + codeLines.length)];
    return { script: out.join('\n'), stepCode: patched };
  }
  return null;
}
