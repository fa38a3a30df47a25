/**
 * The bench report. Every bench file records its figures with `record()`, which appends them to
 * this run's entry file; the global teardown (bench/globalSetup.ts) then writes them side by side
 * to bench-report/report.md and report.json, with the budgets and whether each was met.
 * Budgets are reported, never asserted: a bench fails only when something breaks.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
export const REPORT_DIR = path.join(root, 'bench-report');
const ENTRIES = path.join(REPORT_DIR, 'entries.jsonl');
const STARTED = path.join(REPORT_DIR, 'started.json');

/** The sections in the order the report lists them; a section with no figure is reported missing. */
export const SECTIONS = ['API', 'UI', 'Tree model', 'Generation', 'Phrasing', 'Runs', 'Healing', 'Alerts', 'Live watch', 'Scale'] as const;
export type Section = (typeof SECTIONS)[number];

export type Entry = {
  section: Section;
  name: string;
  value: number;
  unit: string;
  /** An upper bound in the figure's unit: the figure passes when at most this. */
  budget?: number;
  /** A lower bound instead (a share that should be high): the figure passes when at least this. */
  atLeast?: number;
  pass?: boolean;
};

/** Adds a figure to this run's report (and says it on the console, for a run of one bench file). */
export function record(entry: Entry): Entry {
  if (!Number.isFinite(entry.value)) throw new Error(`${entry.section} · ${entry.name}: no figure (${entry.value})`);
  const full = {
    ...entry,
    pass:
      entry.pass ??
      (entry.budget !== undefined ? entry.value <= entry.budget : entry.atLeast !== undefined ? entry.value >= entry.atLeast : undefined),
  };
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  fs.appendFileSync(ENTRIES, `${JSON.stringify(full)}\n`);
  console.log(`[bench] ${full.section} · ${full.name}: ${format(full.value, full.unit)}${budgetText(full)}`);
  return full;
}

/** A new run: forget the figures of the last one. */
export function startReport() {
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  fs.rmSync(ENTRIES, { force: true });
  fs.writeFileSync(STARTED, JSON.stringify({ at: Date.now(), load: os.loadavg()[0] }));
}

function format(value: number, unit: string): string {
  if (typeof value !== 'number') return `${value} ${unit}`;
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${unit}`.trim();
}

const bound = (entry: Entry) =>
  entry.budget !== undefined ? `≤ ${format(entry.budget, entry.unit)}` : entry.atLeast !== undefined ? `≥ ${format(entry.atLeast, entry.unit)}` : '';
const budgetText = (entry: Entry) => (bound(entry) ? ` (budget ${bound(entry)}: ${entry.pass ? 'PASS' : 'FAIL'})` : '');

function machine() {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    if (execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim()) commit += ' (with uncommitted changes)';
  } catch {
    // Not a git checkout: the report says so.
  }
  // Other work on the machine skews every figure: the report says how busy it was.
  const started = fs.existsSync(STARTED) ? (JSON.parse(fs.readFileSync(STARTED, 'utf8')) as { at: number; load: number }) : null;
  return {
    minutes: started ? Math.round((Date.now() - started.at) / 6000) / 10 : null,
    loadAverage: { start: started?.load ?? null, end: os.loadavg()[0] },
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    commit,
  };
}

/** Writes report.md and report.json from this run's figures; answers the Markdown and the paths. */
export function writeReport(): { markdown: string; files: string[] } {
  const entries: Entry[] = fs.existsSync(ENTRIES)
    ? fs
        .readFileSync(ENTRIES, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Entry)
    : [];
  const order = (section: string) => (SECTIONS.indexOf(section as Section) + SECTIONS.length + 1) % (SECTIONS.length + 1);
  const sorted = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => order(a.entry.section) - order(b.entry.section) || a.index - b.index)
    .map(({ entry }) => entry);
  const budgeted = sorted.filter((entry) => entry.pass !== undefined);
  const failed = budgeted.filter((entry) => !entry.pass);
  const missing = SECTIONS.filter((section) => !entries.some((entry) => entry.section === section));
  const about = machine();
  const generatedAt = new Date().toISOString();

  const lines = [
    '# Critical Journey bench report',
    '',
    `${generatedAt} · ${about.cpu}, ${about.cores} cores, ${about.memoryGb} GB · ${about.os} · Node ${about.node} · commit ${about.commit}`,
    `Run took ${about.minutes ?? '?'} min; 1-minute load average ${about.loadAverage.start?.toFixed(1) ?? '?'} at the start, ${about.loadAverage.end.toFixed(1)} at the end (other work on the machine skews the figures).`,
    '',
    '| Section | Measure | Value | Budget | Result |',
    '|---|---|---:|---:|---|',
    ...sorted.map(
      (entry) =>
        `| ${entry.section} | ${entry.name} | ${format(entry.value, entry.unit)} | ${bound(entry)} | ${entry.pass === undefined ? '' : entry.pass ? 'PASS' : '**FAIL**'} |`,
    ),
    '',
    `Budgets: ${budgeted.length - failed.length} of ${budgeted.length} met${failed.length ? ` (failed: ${failed.map((entry) => entry.name).join('; ')})` : ''}.`,
    ...(missing.length ? ['', `No figures (the bench failed or did not run): ${missing.join(', ')}.`] : []),
    '',
  ];
  const markdown = lines.join('\n');
  const files = [path.join(REPORT_DIR, 'report.md'), path.join(REPORT_DIR, 'report.json')];
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  fs.writeFileSync(files[0], markdown);
  fs.writeFileSync(
    files[1],
    `${JSON.stringify(
      { generatedAt, machine: about, budgets: { met: budgeted.length - failed.length, failed: failed.length }, missing, entries: sorted },
      null,
      2,
    )}\n`,
  );
  return { markdown, files };
}
