/**
 * Where a text a step expects to see is shown. A person sees an iframe's content as part of the
 * page (a payment form, the document of a rich-text editor such as TinyMCE), so `I should see
 * Payment accepted` holds when the text shows inside a frame. The page itself comes first; a
 * frame only when the page does not show the text, and then the check (and the script) look in
 * that frame, entered by the same `frame` locator parts a target inside it gets.
 */
import type { Locator, Page } from 'playwright';
import { framePrefix, listFrames } from '../locate/frames.ts';
import { kindAtEnd, resolveTarget } from '../locate/resolve.ts';
import type { Resolution } from '../locate/resolution.ts';
import type { LocatorSpec } from '../locate/locatorSpec.ts';
import { SEEN_MATCHES } from '../codegen/seenText.ts';

export type Shown = { where: 'page' } | { where: 'frame'; spec: LocatorSpec } | { where: 'nowhere' };

const POLL_MS = 150;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Visible matches of the text in the page's main frame: what the scripts' `page.getByText(…)` checks. */
export function shownOnPage(page: Page, text: string) {
  return page.getByText(text).filter({ visible: true });
}

/** One look, no waiting: the page, else the first frame (in document order) showing the text. */
export async function whereShown(page: Page, text: string): Promise<Shown> {
  if (
    (await shownOnPage(page, text)
      .count()
      .catch(() => 0)) > 0
  )
    return { where: 'page' };
  if (!page.mainFrame().childFrames().length) return { where: 'nowhere' };
  const frames = await listFrames(page);
  try {
    for (const info of frames) {
      if (!info.parent) continue;
      if (
        (await info.frame
          .getByText(text)
          .filter({ visible: true })
          .count()
          .catch(() => 0)) === 0
      )
        continue;
      // An iframe no selector singles out cannot be written in a script: look on.
      const prefix = await framePrefix(page, info).catch(() => null);
      if (prefix) return { where: 'frame', spec: [...prefix, { kind: 'text', text, exact: false }] };
    }
  } finally {
    await Promise.all(frames.map((info) => info.element?.dispose().catch(() => undefined)));
  }
  return { where: 'nowhere' };
}

/**
 * The frame text shows in, waiting up to timeoutMs for it to show anywhere: null when the page
 * itself shows it (or nothing does by then: the caller's own check then says so).
 */
export async function frameShowing(page: Page, text: string, timeoutMs: number): Promise<LocatorSpec | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const shown = await whereShown(page, text);
    if (shown.where === 'frame') return shown.spec;
    if (shown.where === 'page' || Date.now() >= deadline) return null;
    await sleep(Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
  }
}

/**
 * How many of the matches a person can see: Playwright counts an element inside a fully
 * transparent one (`opacity: 0`) as visible, yet nobody sees it: reveal.js keeps the slides not
 * on screen in the page that way, so `I should see Highlights` on the first slide must not hold.
 */
export function seenCount(matches: Locator): Promise<number> {
  return matches.evaluateAll(seenMatches).catch(() => 0);
}

/** The scripts' in-page count as a function (a string would be evaluated, not called). */
const seenMatches = new Function(`return (${SEEN_MATCHES});`)() as (elements: Element[]) => number;

/**
 * How many matches of the text a person sees in the page and in its shown frames, as the scripts'
 * `seenText` counts them (codegen/seenText.ts): `I should not see X` holds when none is.
 */
export async function seenAnywhere(page: Page, text: string): Promise<number> {
  let seen = 0;
  for (const frame of page.frames()) {
    if (
      frame !== page.mainFrame() &&
      !(await frame
        .frameElement()
        .then((element) => element.isVisible())
        .catch(() => false))
    )
      continue;
    seen += await seenCount(frame.getByText(text).filter({ visible: true }));
  }
  return seen;
}

/**
 * `I should not see the loading indicator` (`wait for the loading indicator to disappear`): when
 * no text of the page holds the words, hidden or not, but they end in the word for a kind of thing
 * (indicator, spinner, banner, button…) and the page has such a thing named by the rest
 * ("Loading…"), the step means that element: it must be hidden. Checked as text, the line would
 * hold at once and wait for nothing. Null when the words are no such element of the page.
 */
export async function elementNamedBy(page: Page, text: string): Promise<Extract<Resolution, { ok: true }> | null> {
  const target = kindAtEnd({ text });
  if (!target) return null;
  for (const frame of page.frames())
    if (
      (await frame
        .getByText(text)
        .count()
        .catch(() => 0)) > 0
    )
      return null;
  const found = await resolveTarget(page, target, { purpose: 'expect', timeoutMs: 0, requireActionable: false, nearestNames: false });
  return found.ok ? found : null;
}
