/**
 * The phrasing corpus (tests/fixtures/phrasing/corpus.jsonl): real step lines from public sources,
 * each with the reading its author meant, written in the quoted step language. A line reads as
 * meant when it parses into exactly the expected steps, in order, where a step matches when its
 * own body or any of its other readings (Step.readings) equals the expected body.
 * `npm run bench` reports the share (bench/phrasing.bench.ts); phrasing.test.ts pins the lines
 * that read as meant (tests/fixtures/phrasing/pinned.json) so they never regress.
 * Lines with a `batch` are held out: collected and judged after the parser was tuned on the rest,
 * so their share is reported apart from the own corpus (the lines without a batch).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { parseSteps } from './parse.ts';
import type { Step, StepBody } from './types.ts';

const DIR = fileURLToPath(new URL('../../../tests/fixtures/phrasing/', import.meta.url));
export const CORPUS_FILE = `${DIR}corpus.jsonl`;
export const PINNED_FILE = `${DIR}pinned.json`;

export interface PhrasingLine {
  id: string;
  /** The line as its author wrote it (keyword, numbering and typos kept). */
  text: string;
  /** Where it was found: `owner/repo path` or a URL. */
  source: string;
  /** The action meant: click, fill, select, check, expectText, goto, scroll, wait, … */
  intent: string;
  /** The intended reading as quoted step-language lines, or null for a goal only a model can plan. */
  expected: string[] | null;
  /** A goal that names none of the UI it acts on (`When I log out`): only a model can plan it. */
  needsModel?: boolean;
  /** Test-framework setup with no UI at all (`Given the following users exist:`): no step to read. */
  notUi?: boolean;
  /** A held-out batch (`heldout-2026-11-26`): judged before anyone looked at how the parser reads it. */
  batch?: string;
}

export function loadCorpus(file = CORPUS_FILE): PhrasingLine[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as PhrasingLine);
}

export function loadPinned(file = PINNED_FILE): string[] {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
}

/** The body alone: no source, line or readings, and no keys left undefined. */
function bodyOf(step: StepBody | Step): StepBody {
  const { source: _source, line: _line, readings: _readings, ...body } = step as Step & { readings?: StepBody[] };
  return JSON.parse(JSON.stringify(body)) as StepBody;
}

function readingsOf(step: Step): StepBody[] {
  const others = (step as Step & { readings?: StepBody[] }).readings ?? [];
  return [bodyOf(step), ...others.map(bodyOf)];
}

export type Verdict =
  | { meant: true }
  | { meant: false; why: 'needs a model' | 'not UI' | 'not read' | 'read otherwise'; read?: StepBody[]; unwritable?: true };

export function judge(line: PhrasingLine): Verdict {
  if (line.notUi) return { meant: false, why: 'not UI' };
  if (line.expected === null) return { meant: false, why: 'needs a model' };
  const expected = parseSteps(line.expected.join('\n'));
  // A reading the language cannot write yet (a tab by title, a dialog's text) is a line not read:
  // it stays in the figure's denominator, so a missing form lowers the figure instead of hiding.
  if (!expected.ok) return { meant: false, why: 'not read', unwritable: true };
  const parsed = parseSteps(line.text);
  if (!parsed.ok) return { meant: false, why: 'not read' };
  const want = expected.steps.map(bodyOf);
  const fits =
    parsed.steps.length === want.length &&
    parsed.steps.every((step, index) => readingsOf(step).some((reading) => isDeepStrictEqual(reading, want[index])));
  return fits ? { meant: true } : { meant: false, why: 'read otherwise', read: parsed.steps.map(bodyOf) };
}

export interface Share {
  lines: number;
  meant: number;
  /** Percent of `lines` read as meant. */
  share: number;
}

/** A part of the corpus: its share read as meant, with the lines counted apart. */
export interface PartShare extends Share {
  needsModel: number;
  notUi: number;
}

export interface Measure {
  /** Lines with an intended reading (the denominator of the figure), own corpus and batches together. */
  overall: Share;
  /** The own corpus: lines without a batch, the ones the parser was tuned on. */
  own: PartShare;
  /** Each held-out batch apart, by its name. */
  batches: Record<string, PartShare>;
  /** By intent, over the own corpus. */
  byIntent: Record<string, Share>;
  /** Lines marked needsModel: counted apart, never in the figure. */
  needsModel: number;
  /** Lines marked notUi (framework setup with no UI): counted apart, never in the figure. */
  notUi: number;
  /** Lines whose expected reading the language cannot write yet: in the denominator, not read as meant. */
  expectedUnwritable: number;
  passing: string[];
  /** Mean time to parse and judge one line, in ms. */
  msPerLine: number;
}

type Tally = { lines: number; meant: number; needsModel: number; notUi: number };
const emptyTally = (): Tally => ({ lines: 0, meant: 0, needsModel: 0, notUi: 0 });

const share = (lines: number, meant: number): Share => ({ lines, meant, share: lines ? (100 * meant) / lines : 0 });

export function measure(lines: PhrasingLine[] = loadCorpus()): Measure {
  const started = performance.now();
  const counts = new Map<string, { lines: number; meant: number }>();
  // The own corpus is the part without a batch (key undefined); each held-out batch is a part of its own.
  const parts = new Map<string | undefined, Tally>();
  const passing: string[] = [];
  let needsModel = 0;
  let notUi = 0;
  let expectedUnwritable = 0;
  for (const line of lines) {
    const part = parts.get(line.batch) ?? emptyTally();
    parts.set(line.batch, part);
    if (line.notUi) {
      notUi++;
      part.notUi++;
      continue;
    }
    if (line.expected === null) {
      needsModel++;
      part.needsModel++;
      continue;
    }
    const verdict = judge(line);
    part.lines++;
    if (verdict.meant) {
      part.meant++;
      passing.push(line.id);
    } else if (verdict.unwritable) expectedUnwritable++;
    if (line.batch !== undefined) continue;
    const count = counts.get(line.intent) ?? { lines: 0, meant: 0 };
    count.lines++;
    if (verdict.meant) count.meant++;
    counts.set(line.intent, count);
  }
  const partShare = (p: Tally = emptyTally()): PartShare => ({ ...share(p.lines, p.meant), needsModel: p.needsModel, notUi: p.notUi });
  const all = [...parts.values()];
  const byIntent = Object.fromEntries(
    [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([intent, c]) => [intent, share(c.lines, c.meant)]),
  );
  const batches = Object.fromEntries(
    [...parts.entries()]
      .filter((entry): entry is [string, Tally] => entry[0] !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([batch, tally]) => [batch, partShare(tally)]),
  );
  return {
    overall: share(
      all.reduce((n, c) => n + c.lines, 0),
      passing.length,
    ),
    own: partShare(parts.get(undefined)),
    batches,
    byIntent,
    needsModel,
    notUi,
    expectedUnwritable,
    passing,
    msPerLine: (performance.now() - started) / Math.max(1, lines.length),
  };
}
