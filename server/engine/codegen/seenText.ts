/**
 * "I should not see X": no match of the text a person can see, in the page or in any frame of it
 * (an editor's document, a payment form). Playwright counts as visible an element inside a fully
 * transparent one (`opacity: 0`): reveal.js keeps the slides not on screen in the page that way,
 * so a visibility check alone would find "Highlights" on the first slide. The generation
 * (generate/shownText.ts) and the Python scripts count with this same in-page function, the
 * TypeScript scripts with its typed copy.
 */

/** In the page: how many of the matched elements are not inside a part at opacity 0 (through shadow roots). */
export const SEEN_MATCHES = `(elements) => elements.filter((element) => {
    for (let at = element; at; at = at.parentElement || at.getRootNode().host || null) {
      if (getComputedStyle(at).opacity === '0') return false;
    }
    return true;
  }).length`;

export const TS_SEEN_TEXT = `/** How many matches of the text a person sees, in the page and its shown frames: visible and not inside a part at opacity 0 (a slide off screen). */
async function seenText(page: Page, text: string): Promise<number> {
  let seen = 0;
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame() && !(await frame.frameElement().then((element) => element.isVisible()).catch(() => false))) continue;
    const matches = frame.getByText(text).filter({ visible: true });
    seen += await matches
      .evaluateAll((elements) =>
        elements.filter((element) => {
          for (let at: Element | null = element; at; at = at.parentElement ?? ((at.getRootNode() as ShadowRoot).host || null)) {
            if (getComputedStyle(at).opacity === '0') return false;
          }
          return true;
        }).length,
      )
      .catch(() => 0);
  }
  return seen;
}`;

export const PY_SEEN_TEXT = `def seen_text(page, text):
    """How many matches of the text a person sees, in the page and its shown frames: visible and not inside a part at opacity 0 (a slide off screen)."""
    seen = 0
    for frame in page.frames:
        try:
            if frame != page.main_frame and not frame.frame_element().is_visible():
                continue
            seen += frame.get_by_text(text).filter(visible=True).evaluate_all("""${SEEN_MATCHES}""")
        except Exception:
            pass
    return seen


def expect_not_seen(page, text, timeout=5.0):
    """Waits until no match of the text is seen (seen_text), as expect(...).to_have_count(0) would."""
    deadline = time.monotonic() + timeout
    while seen_text(page, text) > 0:
        if time.monotonic() > deadline:
            raise AssertionError(f'The page still shows "{text}"')
        page.wait_for_timeout(100)`;
