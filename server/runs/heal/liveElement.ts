/**
 * Elements of the live page as a heal weighs them: the handle, the frame it is in, and what it
 * looks like in the terms of a fingerprint (resemblance.ts compares the two).
 */
import type { ElementHandle } from 'playwright';
import type { FrameInfo } from '../../engine/locate/frames.ts';
import { callInFrame } from '../../engine/locate/inPageScript.ts';
import type { Hints } from '../../engine/locate/uniqueLocator.ts';
import type { Look } from './resemblance.ts';

export interface LiveElement {
  element: ElementHandle<Element>;
  frame: FrameInfo;
  look: Look;
  /** `button "Log in" (in section "Account")`. */
  description: string;
  visible: boolean;
}

type Facts = Omit<Hints, 'ancestors'> & { box: Look['box']; visible: boolean };

/** Facts for several elements of one frame in one round trip (boxes in page coordinates). */
export async function readElements(frame: FrameInfo, elements: ElementHandle<Element>[]): Promise<LiveElement[]> {
  if (!elements.length) return [];
  await callInFrame(frame.frame, 'version');
  const facts = await frame.frame.evaluate(
    (els) =>
      els.map((el) => {
        // The ancestors' specs are for building locators; a comparison does not need them.
        const { ancestors: _unused, ...hints } = window.__cj.hints(el);
        const r = el.getBoundingClientRect();
        const visible = r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true });
        return { ...hints, box: { x: r.x, y: r.y, width: r.width, height: r.height }, visible };
      }),
    elements,
  );
  return facts.map((f: Facts, i) => ({
    element: elements[i],
    frame,
    look: {
      tag: f.tag,
      role: f.role,
      name: f.name,
      text: f.text,
      attributes: f.attributes,
      box: f.box && { ...f.box, x: f.box.x + frame.offset.x, y: f.box.y + frame.offset.y },
    },
    description: f.description,
    visible: f.visible,
  }));
}

/** The frame (of those listed) an element is in, or null when it is in none of them. */
export async function frameOf(frames: FrameInfo[], element: ElementHandle<Element>): Promise<FrameInfo | null> {
  const owner = await element.ownerFrame();
  return frames.find((info) => info.frame === owner) ?? null;
}

/** Facts for one element found some other way (a locator, the resolver). */
export async function readElement(frames: FrameInfo[], element: ElementHandle<Element>): Promise<LiveElement | null> {
  const frame = await frameOf(frames, element);
  if (!frame) return null;
  const [live] = await readElements(frame, [element]).catch(() => []);
  return live ?? null;
}

/**
 * For each element, the index of the first one that is the very same DOM node: found by
 * different routes, the same element has different handles.
 */
export async function sameNodes(elements: LiveElement[]): Promise<number[]> {
  const firsts = elements.map((_, i) => i);
  const byFrame = new Map<FrameInfo['frame'], number[]>();
  for (const [i, live] of elements.entries()) byFrame.set(live.frame.frame, [...(byFrame.get(live.frame.frame) ?? []), i]);
  for (const [frame, indexes] of byFrame) {
    const firstInFrame = await frame.evaluate(
      (els) => els.map((el) => els.indexOf(el)),
      indexes.map((i) => elements[i].element),
    );
    indexes.forEach((i, k) => {
      firsts[i] = indexes[firstInFrame[k]];
    });
  }
  return firsts;
}
