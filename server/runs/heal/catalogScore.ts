/**
 * Scores healing on a catalog of scripted breaks and real bugs (tests/fixtures/healCases.ts):
 * each case is generated on its original page as generation would (the resolver records the
 * locator, fallbacks and fingerprint), then healed on its broken page. The figures say how
 * many breaks heal to the right element, and, the ones that must stay at zero, how many heal to
 * a wrong one and how many bugs get a heal.
 */
import type { Page } from 'playwright';
import { toLocator } from '../../engine/locate/locatorSpec.ts';
import type { TargetPurpose } from '../../engine/locate/resolution.ts';
import { resolveTarget } from '../../engine/locate/resolve.ts';
import type { Target } from '../../engine/steps/types.ts';
import { findHeal } from './findHeal.ts';
import type { HealFinding, HealRequest } from './types.ts';

/** What a case needs (the shape of tests/fixtures/healCases.ts, not imported: the server does not depend on tests). */
export interface CatalogCase {
  name: string;
  kind: 'break' | 'bug';
  original: string;
  broken: string;
  target: Target;
  purpose: TargetPurpose;
  /** For breaks, a selector the healed element must match on the broken page. */
  expect: string | null;
}

export interface CaseOutcome {
  name: string;
  kind: CatalogCase['kind'];
  request: HealRequest;
  /** Whether the recorded locator finds nothing on the broken page (what makes a break a break). */
  locatorBroke: boolean;
  finding: HealFinding;
  /** For a heal: whether its locator finds exactly one element and it matches `expect`. */
  healedRight: boolean;
}

export interface CatalogScore {
  breaks: number;
  healedCorrectly: number;
  wronglyHealed: number;
  bugs: number;
  bugsHealed: number;
}

/** Generates on the original page, breaks it, heals. Throws when the original page does not resolve the target. */
export async function runHealCase(page: Page, c: CatalogCase): Promise<CaseOutcome> {
  await page.setContent(c.original);
  const generated = await resolveTarget(page, c.target, { purpose: c.purpose, timeoutMs: 1000 });
  if (!generated.ok) throw new Error(`${c.name}: the original page does not resolve the target: ${generated.message}`);
  const request: HealRequest = {
    step: 0,
    target: c.target,
    purpose: c.purpose,
    locator: generated.locator,
    fallbacks: generated.fallbacks,
    fingerprint: generated.fingerprint,
  };
  await page.setContent(c.broken);
  const locatorBroke = (await toLocator(page, request.locator).count()) === 0;
  const finding = await findHeal(page, request);
  let healedRight = false;
  if (finding.ok && c.expect) {
    const healed = toLocator(page, finding.locator);
    healedRight = (await healed.count()) === 1 && (await healed.evaluate((el, selector) => el.matches(selector), c.expect));
  }
  return { name: c.name, kind: c.kind, request, locatorBroke, finding, healedRight };
}

export function tally(outcomes: CaseOutcome[]): CatalogScore {
  const breaks = outcomes.filter((o) => o.kind === 'break');
  const bugs = outcomes.filter((o) => o.kind === 'bug');
  return {
    breaks: breaks.length,
    healedCorrectly: breaks.filter((o) => o.finding.ok && o.healedRight).length,
    wronglyHealed: breaks.filter((o) => o.finding.ok && !o.healedRight).length,
    bugs: bugs.length,
    bugsHealed: bugs.filter((o) => o.finding.ok).length,
  };
}

/** Runs every case on the page, one after the other, and counts. */
export async function scoreCatalog(page: Page, cases: CatalogCase[]): Promise<CatalogScore & { outcomes: CaseOutcome[] }> {
  const outcomes: CaseOutcome[] = [];
  for (const c of cases) outcomes.push(await runHealCase(page, c));
  return { ...tally(outcomes), outcomes };
}
