/**
 * The independent routes by which a heal looks for the element again. Each answers what it
 * sighted; findHeal.ts then keeps the sightings that resemble the recorded element and requires
 * them all to be one element.
 */
import type { ElementHandle, Page } from 'playwright';
import type { FrameInfo } from '../../engine/locate/frames.ts';
import { toLocator, type LocatorSpec } from '../../engine/locate/locatorSpec.ts';
import type { Fingerprint, TargetPurpose } from '../../engine/locate/resolution.ts';
import { resolveTarget } from '../../engine/locate/resolve.ts';
import type { Target } from '../../engine/steps/types.ts';
import { readElement, readElements, type LiveElement } from './liveElement.ts';
import { roleFamily } from './resemblance.ts';

export type Route = 'fallback' | 'words' | 'fingerprint';

export interface Sighting {
  live: LiveElement;
  route: Route;
  /** For the fallback route: the recorded locator that found it. */
  via?: LocatorSpec;
}

/** No more elements of one role than this are compared: a page with more is a list, not a form. */
const MAX_OF_ROLE = 300;

async function oneElement(page: Page, spec: LocatorSpec): Promise<ElementHandle<Element> | null> {
  try {
    const locator = toLocator(page, spec);
    if ((await locator.count()) !== 1) return null;
    return (await locator.elementHandle({ timeout: 1000 })) as ElementHandle<Element> | null;
  } catch {
    return null;
  }
}

/** The one element a locator finds, read; null when it finds none or several. */
async function sight(page: Page, frames: FrameInfo[], spec: LocatorSpec): Promise<LiveElement | null> {
  const element = await oneElement(page, spec);
  if (!element) return null;
  const live = await readElement(frames, element);
  if (!live) await element.dispose().catch(() => undefined);
  return live;
}

/** Whether the recorded locator still finds anything (then there is nothing to heal). */
export async function stillMatches(page: Page, spec: LocatorSpec): Promise<boolean> {
  try {
    return (await toLocator(page, spec).count()) > 0;
  } catch {
    return false;
  }
}

/** Route a: each recorded fallback locator that now finds exactly one element. */
export async function byFallbacks(page: Page, frames: FrameInfo[], fallbacks: LocatorSpec[]): Promise<Sighting[]> {
  const out: Sighting[] = [];
  for (const via of fallbacks) {
    const live = await sight(page, frames, via);
    if (live) out.push({ live, route: 'fallback', via });
  }
  return out;
}

/**
 * Route b: the step's own words, read by the resolver as generation read them. `ambiguous` is
 * set when the words now fit several elements, which no heal may then choose among.
 */
export async function byWords(
  page: Page,
  frames: FrameInfo[],
  target: Target,
  purpose: TargetPurpose,
): Promise<{ sightings: Sighting[]; ambiguous: boolean }> {
  const resolution = await resolveTarget(page, target, { purpose, timeoutMs: 0 });
  const specs = resolution.ok ? [resolution.locator] : resolution.reason === 'ambiguous' ? resolution.candidates.map((c) => c.locator) : [];
  const sightings: Sighting[] = [];
  for (const spec of specs) {
    const live = await sight(page, frames, spec);
    if (live) sightings.push({ live, route: 'words' });
  }
  return { sightings, ambiguous: !resolution.ok && resolution.reason === 'ambiguous' };
}

/**
 * The frame the recorded element was in, entered by the recorded iframe selectors; the main
 * frame when that path no longer leads anywhere.
 */
async function recordedFrame(page: Page, frames: FrameInfo[], path: string[]): Promise<FrameInfo> {
  let frame = page.mainFrame();
  for (const selector of path) {
    const iframe = await frame.$(selector).catch(() => null);
    const inner = iframe && (await iframe.contentFrame());
    await iframe?.dispose();
    if (!inner) return frames[0];
    frame = inner;
  }
  return frames.find((info) => info.frame === frame) ?? frames[0];
}

/**
 * Route c: every visible element of the recorded role (or one a redesign swaps it for) in the
 * recorded frame, to be weighed against the fingerprint. Nothing when no role was recorded.
 */
export async function byFingerprint(page: Page, frames: FrameInfo[], fingerprint: Fingerprint): Promise<Sighting[]> {
  if (!fingerprint.role) return [];
  const frame = await recordedFrame(page, frames, fingerprint.frames);
  const out: Sighting[] = [];
  for (const role of roleFamily(fingerprint.role)) {
    const all = await frame.frame
      .getByRole(role as Parameters<Page['getByRole']>[0])
      .elementHandles()
      .catch(() => []);
    const kept = all.slice(0, MAX_OF_ROLE) as ElementHandle<Element>[];
    await Promise.all(all.slice(MAX_OF_ROLE).map((h) => h.dispose()));
    const read = await readElements(frame, kept).catch(async () => {
      await Promise.all(kept.map((h) => h.dispose().catch(() => undefined)));
      return [];
    });
    for (const live of read) out.push({ live, route: 'fingerprint' });
  }
  return out;
}
