/**
 * The run's side of healing, imported by the harness (server/runs/harness.mjs) inside the test's
 * own process when a step has failed: the page is still as the step left it, so the step's
 * element is looked for again there (findHeal.ts) and what was found is written beside the other
 * outputs as `heal.json` for the executor to verify and propose (server/runs/heal/verify.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { findHeal } from './findHeal.ts';
import type { HealFinding, HealRequest } from './types.ts';

export const HEAL_REQUESTS_FILE = 'heal-requests.json';
export const HEAL_FILE = 'heal.json';

/** What a run leaves when its failed step could be looked for again. */
export interface HealOutcome {
  step: number;
  finding: HealFinding;
}

export async function healAtFailure(page: Page, folders: { run: string; output: string }, failedStep: number): Promise<void> {
  const file = path.join(folders.run, HEAL_REQUESTS_FILE);
  if (!existsSync(file)) return;
  const requests = JSON.parse(readFileSync(file, 'utf8')) as HealRequest[];
  const request = requests.find((candidate) => candidate.step === failedStep);
  if (!request) return;
  const finding = await findHeal(page, request);
  const outcome: HealOutcome = { step: failedStep, finding };
  writeFileSync(path.join(folders.output, HEAL_FILE), JSON.stringify(outcome));
}
