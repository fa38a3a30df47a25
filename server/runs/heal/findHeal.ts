/**
 * Healing one failed action step (docs/runs.md, "Healing"), on the live page at the moment the
 * step failed: looks the element up again from what generation recorded and proposes a new
 * locator, but only when the evidence is unambiguous. Proposing the wrong element would hide the
 * very bug the test is there to catch, so every doubt ends in "no heal".
 *
 * Three independent routes sight candidates (routes.ts): the recorded fallback locators, the
 * step's own words, and, for targets named by their words alone, a search of the page's elements
 * of the recorded role weighed against the fingerprint. Each candidate must resemble the recorded
 * element (resemblance.ts), and all that do must be one and the same element.
 *
 * Frames: the fallbacks and the words reach every frame; the fingerprint search looks in the
 * frame the recorded iframe selectors lead to, else in the main frame.
 *
 * Runs inside the test's own Playwright process: it imports the resolver and nothing else of
 * the server.
 */
import type { Page } from 'playwright';
import { listFrames } from '../../engine/locate/frames.ts';
import type { LocatorPart } from '../../engine/locate/locatorSpec.ts';
import { uniqueLocators, uniqueLocatorsAndHints } from '../../engine/locate/uniqueLocator.ts';
import { evidenceFor, shortLocator, unlikeReason } from './evidence.ts';
import { groupByNode, judge, type Judged } from './judging.ts';
import { sameNodes } from './liveElement.ts';
import { byFallbacks, byFingerprint, byWords, stillMatches, type Sighting } from './routes.ts';
import { areaOf, placementOf, type Area, type Placement } from './targetScope.ts';
import type { HealCandidate, HealFinding, HealRequest } from './types.ts';

type Refusal = Extract<HealFinding, { ok: false }>;

/** No proposal lists more candidates than this. */
const MAX_CANDIDATES = 10;

export async function findHeal(page: Page, request: HealRequest): Promise<HealFinding> {
  const recorded = recordedWords(request);
  if (await stillMatches(page, request.locator)) {
    return refuse(
      'stillFound',
      `The recorded locator ${shortLocator(request.locator)} still finds ${recorded}: the step failed for another reason (disabled, covered, slow), not because the element changed.`,
    );
  }
  const frames = await listFrames(page);
  const placement = placementOf(request.target);
  let area: Area | null = null;
  const sightings: Sighting[] = [];
  try {
    if (placement === 'area') {
      area = await areaOf(frames, request.target);
      if (area.missing)
        return refuse(
          'notFound',
          `The ${area.missing} the step names is not on the page: ${recorded} is not looked for elsewhere, since a missing item is what the test is there to catch.`,
        );
    }
    sightings.push(...(await byFallbacks(page, frames, request.fallbacks)));
    const words = await byWords(page, frames, request.target, request.purpose);
    sightings.push(...words.sightings);
    if (placement === 'free') sightings.push(...(await byFingerprint(page, frames, request.fingerprint)));
    if (words.ambiguous) {
      return refuse(
        'ambiguous',
        `The step's words now fit several elements, so which one is ${recorded} is a guess.`,
        await candidatesOf(page, words.sightings),
      );
    }
    return await decide(page, request, sightings, placement, area);
  } finally {
    await area?.dispose();
    await Promise.all(sightings.map((s) => s.live.element.dispose().catch(() => undefined)));
  }
}

async function decide(page: Page, request: HealRequest, sightings: Sighting[], placement: Placement, area: Area | null): Promise<HealFinding> {
  const recorded = recordedWords(request);
  const usable: Sighting[] = [];
  const hidden: Sighting[] = [];
  for (const s of sightings) {
    if (area && !(await area.holds(s.live))) continue;
    // Only what the step can act on: a field that is now hidden is a bug, not a move (file inputs are hidden by design).
    if (!s.live.visible && request.purpose !== 'upload') hidden.push(s);
    else usable.push(s);
  }
  const judged = await judge(request, usable);
  const groups = await groupByNode(judged.filter((j) => j.resemblance.strong));
  if (groups.length > 1) {
    const ranked = groups.sort((a, b) => b[0].resemblance.score - a[0].resemblance.score);
    return refuse(
      'ambiguous',
      `${ranked.length} different elements resemble ${recorded}: ${ranked.map((g) => g[0].sighting.live.description).join(', ')}.`,
      await candidatesOf(
        page,
        ranked.map((g) => g[0].sighting),
      ),
    );
  }
  if (groups.length === 1) {
    // Placed by order, neighbour or shown value: the step's words must still place it there.
    if (placement === 'words' && !groups[0].some((j) => j.sighting.route === 'words'))
      return refuse(
        'notFound',
        `The step places ${recorded} by ${placedBy(request)}, and its words no longer find ${groups[0][0].sighting.live.description} there.`,
        await candidatesOf(page, [groups[0][0].sighting]),
      );
    return healed(page, request, groups[0]);
  }
  // The fingerprint search sights every element of the role; only the other routes "found" something.
  const found = judged.filter((j) => j.sighting.route !== 'fingerprint');
  if (found.length) {
    const why = found.map((j) => `${j.sighting.live.description}: ${unlikeReason(request.fingerprint, j.sighting.live.look, j.resemblance)}`);
    return refuse(
      'unlike',
      `What the step's words or recorded locators find now is not ${recorded}. ${[...new Set(why)].join('; ')}.`,
      await candidatesOf(
        page,
        found.map((j) => j.sighting),
      ),
    );
  }
  if (hidden.some((s) => s.route !== 'fingerprint'))
    return refuse('notFound', `${capitalised(recorded)} is on the page but hidden: a heal only proposes an element the step can act on.`);
  return refuse('notFound', `Nothing on the page resembles ${recorded}: no recorded locator or the step's words find it, nor anything like it.`);
}

/** `order`, `a neighbour`…: how a target placed by its words is placed. */
function placedBy(request: HealRequest): string {
  const { target } = request;
  if (target.ordinal !== undefined) return 'its order among look-alikes';
  if (target.relation) return 'an element near it';
  if (target.shows !== undefined) return 'what it shows';
  return 'the keyboard focus';
}

async function healed(page: Page, request: HealRequest, group: Judged[]): Promise<HealFinding> {
  const { live } = group[0].sighting;
  const { specs, hints } = await uniqueLocatorsAndHints(page, live.frame, live.element, 3);
  if (!specs.length) return refuse('notFound', `${live.description} went away while it was being looked at.`);
  const fingerprint = {
    tag: hints.tag,
    role: hints.role,
    name: hints.name,
    text: hints.text,
    attributes: hints.attributes,
    box: live.look.box,
    frames: specs[0].flatMap((part: LocatorPart) => (part.kind === 'frame' ? [part.selector] : [])),
  };
  return {
    ok: true,
    locator: specs[0],
    fallbacks: specs.slice(1),
    fingerprint,
    description: hints.description,
    evidence: evidenceFor(
      request.fingerprint,
      live.look,
      group[0].resemblance,
      group.map((j) => j.sighting),
      request,
    ),
  };
}

/** The distinct elements sighted, each with a locator that finds it alone. */
async function candidatesOf(page: Page, sightings: Sighting[]): Promise<HealCandidate[]> {
  const firsts = await sameNodes(sightings.map((s) => s.live));
  const out: HealCandidate[] = [];
  for (const [i, s] of sightings.entries()) {
    if (firsts[i] !== i || out.length >= MAX_CANDIDATES) continue;
    const [locator] = await uniqueLocators(page, s.live.frame, s.live.element, 1).catch(() => []);
    if (locator) out.push({ description: s.live.description, locator });
  }
  return out;
}

/** `button "Sign in"`: the recorded element in words. */
function recordedWords(request: HealRequest): string {
  const { role, tag, name, text } = request.fingerprint;
  const called = name || text;
  return `the recorded ${role ?? tag}${called ? ` "${called.length > 50 ? `${called.slice(0, 49)}…` : called}"` : ''}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function refuse(reason: Refusal['reason'], message: string, candidates: HealCandidate[] = []): Refusal {
  return { ok: false, reason, message, candidates };
}
