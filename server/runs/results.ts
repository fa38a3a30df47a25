/**
 * What a finished run process leaves, read back: the Playwright JSON report (the test's status,
 * its error, the trace's path) and the harness's step markers, turned into per-step results.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface RunStepResult {
  step: number;
  title: string;
  status: 'passed' | 'failed' | 'skipped';
  duration_ms: number | null;
  error: string | null;
  screenshot: string | null;
}

export interface ReportOutcome {
  /** Playwright's status of the test; null when the report is missing (the runner itself failed). */
  status: 'passed' | 'failed' | 'timedOut' | 'interrupted' | 'skipped' | null;
  error: string | null;
  tracePath: string | null;
}

type Marker = { start: number } | { step: number; at: number; screenshot: string | null } | { failure: true; at: number; screenshot: string | null };

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

export function readReport(file: string): ReportOutcome {
  if (!existsSync(file)) return { status: null, error: null, tracePath: null };
  type Result = {
    status: ReportOutcome['status'];
    error?: { message?: string };
    errors?: { message?: string }[];
    attachments?: { name: string; path?: string }[];
  };
  type Suite = { specs?: { tests?: { results?: Result[] }[] }[]; suites?: Suite[] };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites?: Suite[]; errors?: { message?: string }[] };
  const results: Result[] = [];
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) results.push(...(test.results ?? []));
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const result = results.at(-1);
  const message = result?.error?.message ?? result?.errors?.[0]?.message ?? report.errors?.[0]?.message ?? null;
  return {
    status: result?.status ?? (report.errors?.length ? 'failed' : null),
    error: message ? message.replace(ANSI, '').trim() : null,
    tracePath: result?.attachments?.find((attachment) => attachment.name === 'trace')?.path ?? null,
  };
}

export function readMarkers(output: string): Marker[] {
  const file = path.join(output, 'markers.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Marker];
      } catch {
        return [];
      }
    });
}

/**
 * Steps with an end marker passed; the first without one failed (when the test failed), with
 * the failure screenshot; the rest were skipped.
 */
export function stepResults(
  titles: string[],
  markers: Marker[],
  outcome: { failed: boolean; error: string | null; endedAt: number },
): RunStepResult[] {
  let previous = markers.find((marker): marker is { start: number } => 'start' in marker)?.start ?? null;
  const ended = new Map<number, { at: number; screenshot: string | null }>();
  for (const marker of markers) if ('step' in marker) ended.set(marker.step, marker);
  const failure = markers.find((marker): marker is { failure: true; at: number; screenshot: string | null } => 'failure' in marker);
  let failedOne = false;
  return titles.map((title, step) => {
    const end = ended.get(step);
    if (end) {
      const duration = previous === null ? null : end.at - previous;
      previous = end.at;
      return { step, title, status: 'passed', duration_ms: duration, error: null, screenshot: end.screenshot };
    }
    if (outcome.failed && !failedOne) {
      failedOne = true;
      const at = failure?.at ?? outcome.endedAt;
      return {
        step,
        title,
        status: 'failed',
        duration_ms: previous === null ? null : Math.max(0, at - previous),
        error: outcome.error,
        screenshot: failure?.screenshot ?? null,
      };
    }
    return { step, title, status: 'skipped', duration_ms: null, error: null, screenshot: null };
  });
}

/** The first lines of a Playwright error: what failed and, for a locator, which one. */
export function shortError(error: string): string {
  return error
    .split('\n')
    .filter((line) => line.trim() && !/^\s+at /.test(line))
    .slice(0, 4)
    .join('\n');
}
