/**
 * Keeping a scoped step scoped. `click "Add to cart" in the row containing "Apple"` with no Apple
 * row is the classic real bug (the item is missing): a heal must never settle for the look-alike
 * button of another row. So a target placed in a section, dialog or row only heals to an
 * element inside that place, and not at all when the place is gone; a target placed by order,
 * by a neighbour, by what it shows or by focus only heals to the element its words still find.
 */
import { randomUUID } from 'node:crypto';
import type { ElementHandle } from 'playwright';
import type { FrameInfo } from '../../engine/locate/frames.ts';
import { callInFrame, dropStored, jsCall, storedElement } from '../../engine/locate/inPageScript.ts';
import type { Target } from '../../engine/steps/types.ts';
import type { LiveElement } from './liveElement.ts';

/**
 * free: nothing but the element's own words (the fingerprint search may look anywhere);
 * area: in a section, dialog or table row; words: by order, neighbour, shown value or focus.
 */
export type Placement = 'free' | 'area' | 'words';

export function placementOf(target: Target): Placement {
  if (target.within || target.table || target.rowNumber !== undefined) return 'area';
  if (target.ordinal !== undefined || target.relation || target.shows !== undefined || target.focused) return 'words';
  return 'free';
}

/** What the page holds of the target's place (its section, dialog or row elements). */
export interface Area {
  /** `row containing "Apple"` when no frame has the place; null when it is there. */
  missing: string | null;
  holds(live: LiveElement): Promise<boolean>;
  dispose(): Promise<void>;
}

/** How many of a place's elements are kept: a row or section matched by hundreds is no place. */
const MAX_ROOTS = 50;

/** The places the target names, in every frame, as the resolver's own scope finds them. */
export async function areaOf(frames: FrameInfo[], target: Target): Promise<Area> {
  const roots = new Map<FrameInfo['frame'], ElementHandle<Element>[]>();
  let missing: string | null = null;
  for (const info of frames) {
    const id = randomUUID();
    try {
      const found = await callInFrame<{ count: number; missing: string | null }>(
        info.frame,
        jsCall('scopeRoots', { id, within: target.within, table: target.table, rowNumber: target.rowNumber }),
      );
      if (found.missing) missing ??= found.missing;
      const handles: ElementHandle<Element>[] = [];
      for (let i = 0; i < Math.min(found.count, MAX_ROOTS); i++) {
        const root = await storedElement(info.frame, id, i);
        if (root) handles.push(root);
      }
      if (handles.length) roots.set(info.frame, handles);
    } catch {
      // A frame that navigated or detached meanwhile holds no place.
    } finally {
      await dropStored(info.frame, id);
    }
  }
  return {
    missing: roots.size ? null : (missing ?? 'place named by the step'),
    async holds(live) {
      const inFrame = roots.get(live.frame.frame);
      if (!inFrame) return false;
      return live.element.evaluate((el, places) => {
        // Across open shadow roots, as the resolver's scopes are.
        for (let at: Node | null = el; at; at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null)) {
          if (places.includes(at as Element)) return true;
        }
        return false;
      }, inFrame);
    },
    async dispose() {
      await Promise.all([...roots.values()].flat().map((h) => h.dispose().catch(() => undefined)));
    },
  };
}
