/**
 * The frames of a page as the resolver sees them: where each frame's viewport sits on the page
 * (so boxes from different frames compare), its place in document order, and the CSS selectors
 * that enter it from its parent frame (the `frame` parts of a locator).
 */
import type { ElementHandle, Frame, Page } from 'playwright';
import { callInFrame } from './inPageScript.ts';
import { toLocator, type LocatorPart } from './locatorSpec.ts';

export interface FrameInfo {
  frame: Frame;
  parent: FrameInfo | null;
  /** Top-left of the frame's viewport in page coordinates. */
  offset: { x: number; y: number };
  /** Document-order positions of the <iframe> elements from the top frame down to this one. */
  orderKey: number[];
  /** The <iframe> element in the parent frame (null for the main frame). */
  element: ElementHandle<Element> | null;
  /** Selectors for the <iframe> in its parent, most readable first, not yet checked. */
  selectorOptions: string[];
}

export interface InPageFrameInfo {
  x: number;
  y: number;
  order: number;
  selectors: string[];
}

/** Every reachable frame, parents before children. Frames that detach mid-way are left out. */
export async function listFrames(page: Page): Promise<FrameInfo[]> {
  const main: FrameInfo = { frame: page.mainFrame(), parent: null, offset: { x: 0, y: 0 }, orderKey: [], element: null, selectorOptions: [] };
  const out: FrameInfo[] = [main];
  const visit = async (parent: FrameInfo): Promise<void> => {
    for (const frame of parent.frame.childFrames()) {
      try {
        const element = (await frame.frameElement()) as ElementHandle<Element>;
        // The parent needs the in-page script before a handle-based call can use it.
        await callInFrame(parent.frame, 'version');
        const info = await element.evaluate((el) => window.__cj.frameInfo(el));
        const child: FrameInfo = {
          frame,
          parent,
          offset: { x: parent.offset.x + info.x, y: parent.offset.y + info.y },
          orderKey: [...parent.orderKey, info.order],
          element,
          selectorOptions: info.selectors,
        };
        out.push(child);
        await visit(child);
      } catch {
        // Detached or not yet attached: searched again on the next poll.
      }
    }
  };
  await visit(main);
  return out;
}

/** Compares document-order keys: an element inside an iframe sorts where the iframe is. */
export function compareOrder(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** How many elements a spec matches and where the given element is among them (-1: not at all). */
export async function matchOf(page: Page, spec: LocatorPart[], element: ElementHandle<Element>): Promise<{ count: number; index: number }> {
  try {
    return await toLocator(page, spec).evaluateAll((els: Element[], target: Element) => ({ count: els.length, index: els.indexOf(target) }), element);
  } catch {
    return { count: 0, index: -1 };
  }
}

/**
 * The `frame` parts that enter a frame from the page: for each <iframe> on the way, the first
 * selector that finds exactly it in its parent. Not cached: pages insert and move iframes.
 */
export async function framePrefix(page: Page, info: FrameInfo): Promise<LocatorPart[]> {
  if (!info.parent || !info.element) return [];
  const parentPrefix = await framePrefix(page, info.parent);
  for (const selector of info.selectorOptions) {
    const { count, index } = await matchOf(page, [...parentPrefix, { kind: 'css', selector }], info.element);
    if (count === 1 && index === 0) return [...parentPrefix, { kind: 'frame', selector }];
  }
  throw new Error(`No selector finds the iframe of ${info.frame.url()} uniquely`);
}
