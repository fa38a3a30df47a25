/**
 * Weighing what the routes sighted: how much each element resembles the recorded one, on this
 * page (an attribute value several elements carry tells nothing), and which sightings are the
 * same element.
 */
import type { FrameInfo } from '../../engine/locate/frames.ts';
import { sameNodes } from './liveElement.ts';
import { IDENTITY_ATTRIBUTES, resemble, type Resemblance } from './resemblance.ts';
import type { Sighting } from './routes.ts';
import type { HealRequest } from './types.ts';

export interface Judged {
  sighting: Sighting;
  resemblance: Resemblance;
}

/** Each sighting with how much it resembles the recorded element. */
export async function judge(request: HealRequest, sightings: Sighting[]): Promise<Judged[]> {
  const sharedByFrame = new Map<FrameInfo['frame'], Set<string>>();
  const out: Judged[] = [];
  for (const sighting of sightings) {
    const frame = sighting.live.frame.frame;
    let shared = sharedByFrame.get(frame);
    if (!shared) {
      shared = await sharedAttributes(frame, request.fingerprint.attributes);
      sharedByFrame.set(frame, shared);
    }
    out.push({ sighting, resemblance: resemble(request.fingerprint, sighting.live.look, shared) });
  }
  return out;
}

/** The recorded identity attributes whose value several elements of the frame carry (so they tell nothing). */
async function sharedAttributes(frame: FrameInfo['frame'], attributes: Record<string, string>): Promise<Set<string>> {
  const shared = new Set<string>();
  for (const attribute of IDENTITY_ATTRIBUTES) {
    const value = attributes[attribute];
    if (value === undefined) continue;
    const count = await frame
      .locator(`[${attribute}=${JSON.stringify(value)}]`)
      .count()
      .catch(() => 0);
    if (count > 1) shared.add(attribute);
  }
  return shared;
}

/** The judged sightings grouped by the element they are, in first-sighted order. */
export async function groupByNode(judged: Judged[]): Promise<Judged[][]> {
  const firsts = await sameNodes(judged.map((j) => j.sighting.live));
  const groups = new Map<number, Judged[]>();
  for (const [i, j] of judged.entries()) groups.set(firsts[i], [...(groups.get(firsts[i]) ?? []), j]);
  return [...groups.values()];
}
