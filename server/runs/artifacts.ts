/**
 * A finished run's artifacts, gathered from its folder with secrets masked: the trace, the
 * per-step results and screenshots, the runner's output, the page's console and network logs.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { maskText, maskZip } from './redact.ts';
import type { RunStepResult } from './results.ts';

export interface Artifact {
  name: string;
  contentType: string;
  data: Buffer;
}

export function collectArtifacts(
  output: string,
  run: { tracePath: string | null; steps: RunStepResult[]; processOutput: string; secrets: string[] },
): { artifacts: Artifact[]; steps: RunStepResult[] } {
  const artifacts: Artifact[] = [];
  const text = (name: string, content: string) =>
    artifacts.push({ name, contentType: 'text/plain; charset=utf-8', data: Buffer.from(maskText(content, run.secrets)) });
  if (run.tracePath && existsSync(run.tracePath)) {
    artifacts.push({ name: 'trace.zip', contentType: 'application/zip', data: Buffer.from(maskZip(readFileSync(run.tracePath), run.secrets)) });
  }
  // Screenshots are named after their step (the failure picture becomes the failed step's).
  const steps = run.steps.map((step) => {
    const masked = { ...step, error: step.error === null ? null : maskText(step.error, run.secrets) };
    if (!step.screenshot || !existsSync(path.join(output, step.screenshot))) return { ...masked, screenshot: null };
    const name = `step-${step.step + 1}.png`;
    artifacts.push({ name, contentType: 'image/png', data: readFileSync(path.join(output, step.screenshot)) });
    return { ...masked, screenshot: name };
  });
  artifacts.push({ name: 'steps.json', contentType: 'application/json', data: Buffer.from(JSON.stringify(steps, null, 2)) });
  text('output.log', run.processOutput);
  for (const log of ['console.log', 'network.log']) {
    const file = path.join(output, log);
    text(log, existsSync(file) ? readFileSync(file, 'utf8') : '');
  }
  return { artifacts, steps };
}

/** The prefix of an earlier attempt's artifacts: `attempt-1-trace.zip`, `attempt-1-step-2.png`. */
export const attemptPrefix = (attempt: number) => `attempt-${attempt}-`;

/** An attempt's artifacts under its own names; its steps.json names its screenshots by theirs. */
export function asAttemptArtifacts(artifacts: Artifact[], attempt: number): Artifact[] {
  const prefix = attemptPrefix(attempt);
  return artifacts.map((artifact) => {
    if (artifact.name !== 'steps.json') return { ...artifact, name: prefix + artifact.name };
    const steps = JSON.parse(artifact.data.toString('utf8')) as RunStepResult[];
    const renamed = steps.map((step) => ({ ...step, screenshot: step.screenshot === null ? null : prefix + step.screenshot }));
    return { ...artifact, name: prefix + artifact.name, data: Buffer.from(JSON.stringify(renamed, null, 2)) };
  });
}
