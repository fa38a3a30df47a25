/** Helpers the item 4 actions' code calls (actionScripts.ts); scripts.ts includes each only when used. */

export const TS_NEW_TAB = `/** Tabs the test has been on: "the new tab" is one it has not. */
const visited = new WeakSet<Page>();

/** The tab opened last that the test has not been on (waiting for it to open), brought to the front. */
async function newTab(current: Page): Promise<Page> {
  visited.add(current);
  const fresh = current.context().pages().filter((p) => !visited.has(p));
  const page = fresh.at(-1) ?? (await current.context().waitForEvent('page'));
  visited.add(page);
  await page.waitForLoadState();
  await page.bringToFront();
  return page;
}`;

export const TS_ON_PAGE = `/** Whether the page is the one named: its address, title or main heading contains the name (case, spaces and punctuation aside). */
async function onPage(page: Page, name: string): Promise<boolean> {
  const squash = (text: string) => text.toLowerCase().replace(/[^\\p{L}\\p{N}]+/gu, '');
  const url = new URL(page.url());
  const headings = await page.locator('h1').allInnerTexts();
  return [decodeURIComponent(url.pathname + url.search + url.hash), await page.title(), headings.join(' ')].some((text) => squash(text).includes(squash(name)));
}`;

export const TS_TOTP = `/** The current one-time code of a base32 secret, as authenticator apps compute it (RFC 6238: SHA-1, 6 digits, 30 s). */
function totp(secret: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/[\\s=-]/g, '').toUpperCase()].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}`;

export const PY_NEW_TAB = `visited = set()


def new_tab(current):
    """The tab opened last that the test has not been on (waiting for it to open), brought to the front."""
    visited.add(current)
    fresh = [p for p in current.context.pages if p not in visited]
    if fresh:
        page = fresh[-1]
    else:
        with current.context.expect_page() as opened:
            pass
        page = opened.value
    visited.add(page)
    page.wait_for_load_state()
    page.bring_to_front()
    return page`;

export const PY_ON_PAGE = `def expect_on_page(page, name, timeout=5.0):
    """Waits until the page is the one named: its address, title or main heading contains the name (case, spaces and punctuation aside)."""
    squash = lambda text: re.sub(r"[\\W_]+", "", text.lower())
    deadline = time.monotonic() + timeout
    while True:
        url = urlsplit(page.url)
        texts = [unquote(url.path + url.query + url.fragment), page.title(), " ".join(page.locator("h1").all_inner_texts())]
        if any(squash(name) in squash(text) for text in texts):
            return
        if time.monotonic() > deadline:
            raise AssertionError(f'Not on the "{name}" page: {page.url}')
        page.wait_for_timeout(100)`;

export const PY_TOTP = `def totp(secret):
    """The current one-time code of a base32 secret, as authenticator apps compute it (RFC 6238: SHA-1, 6 digits, 30 s)."""
    key = re.sub(r"[\\s=-]", "", secret).upper()
    mac = hmac.new(base64.b32decode(key + "=" * (-len(key) % 8)), struct.pack(">Q", int(time.time()) // 30), hashlib.sha1).digest()
    offset = mac[-1] & 0x0F
    return str((struct.unpack(">I", mac[offset:offset + 4])[0] & 0x7FFFFFFF) % 1000000).zfill(6)`;

export const TS_TAB_WITH = `/** The open tab whose title is \`title\` (else contains it, case aside) or whose address contains \`url\`, waiting for it; brought to the front. */
async function tabWith(current: Page, want: { title?: string; url?: string }): Promise<Page> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const tabs = await Promise.all(current.context().pages().map(async (tab) => ({ tab, title: (await tab.title()).trim() })));
    const found = want.title === undefined
      ? tabs.filter((t) => t.tab.url().includes(want.url ?? ''))
      : [tabs.filter((t) => t.title === want.title!.trim()), tabs.filter((t) => t.title.toLowerCase().includes(want.title!.trim().toLowerCase()))].find((list) => list.length) ?? [];
    if (found.length === 1) {
      await found[0].tab.bringToFront();
      return found[0].tab;
    }
    if (found.length > 1) throw new Error(\`\${found.length} tabs fit \${JSON.stringify(want)}: \${found.map((t) => t.title || t.tab.url()).join(', ')}\`);
    if (Date.now() > deadline) throw new Error(\`No tab fits \${JSON.stringify(want)}; open: \${tabs.map((t) => t.title || t.tab.url()).join(', ')}\`);
    await current.waitForTimeout(100);
  }
}`;

/** The tab each tab was opened from by \`openTab\` (the page's own links and popups have an opener). */
export const TS_OPENED_FROM = `const openedFrom = new WeakMap<Page, Page>();`;

export const TS_OPEN_TAB = `/** A new tab, at the address when one is given, brought to the front. */
async function openTab(current: Page, url?: string): Promise<Page> {
  const page = await current.context().newPage();
  openedFrom.set(page, current);
  if (url !== undefined) await page.goto(url);
  await page.bringToFront();
  return page;
}`;

export const TS_CLOSE_TAB = `/** Closes the tab; the test goes on in the tab it was opened from, else the one opened before it. */
async function closeTab(current: Page): Promise<Page> {
  const tabs = current.context().pages();
  const from = openedFrom.get(current) ?? (await current.opener());
  const before = tabs.slice(0, tabs.indexOf(current)).at(-1);
  await current.close();
  const next = from && !from.isClosed() ? from : before ?? current.context().pages()[0];
  if (!next) throw new Error('The last tab was closed: no tab is left for the next steps');
  await next.bringToFront();
  return next;
}`;

export const TS_DIALOGS = `/** The messages of the browser dialogs opened so far, and how many a step has checked. */
const dialogs = { messages: [] as string[], checked: 0 };

/** Keeps every browser dialog's message; one no step answers is dismissed, as Playwright does by default. */
function watchDialogs(context: BrowserContext): void {
  context.on('dialog', (dialog) => {
    dialogs.messages.push(dialog.message());
    // The context hears of a dialog before its page, whose answer (page.once) is sent at once: by
    // the next turn this dismissal is refused as already handled, and ignored.
    setTimeout(() => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => {}), 0);
  });
}

/** The message of the latest browser dialog opened since the last check, waiting for one to open. */
async function dialogMessage(): Promise<string> {
  await expect.poll(() => dialogs.messages.length > dialogs.checked, { message: 'a browser dialog opens' }).toBe(true);
  dialogs.checked = dialogs.messages.length;
  return dialogs.messages.at(-1)!;
}`;

export const PY_TAB_WITH = `def tab_with(current, title=None, url=None, timeout=5.0):
    """The open tab whose title is \`title\` (else contains it, case aside) or whose address contains \`url\`, waiting for it; brought to the front."""
    deadline = time.monotonic() + timeout
    while True:
        tabs = [(tab, tab.title().strip()) for tab in current.context.pages]
        if title is None:
            found = [t for t in tabs if url in t[0].url]
        else:
            found = [t for t in tabs if t[1] == title.strip()] or [t for t in tabs if title.strip().lower() in t[1].lower()]
        if len(found) == 1:
            found[0][0].bring_to_front()
            return found[0][0]
        if len(found) > 1:
            raise AssertionError(f"{len(found)} tabs fit: {', '.join(t[1] or t[0].url for t in found)}")
        if time.monotonic() > deadline:
            raise AssertionError(f"No tab fits; open: {', '.join(t[1] or t[0].url for t in tabs)}")
        current.wait_for_timeout(100)`;

export const PY_OPENED_FROM = `opened_from = {}`;

export const PY_OPEN_TAB = `def open_tab(current, url=None):
    """A new tab, at the address when one is given, brought to the front."""
    page = current.context.new_page()
    opened_from[page] = current
    if url is not None:
        page.goto(url)
    page.bring_to_front()
    return page`;

export const PY_CLOSE_TAB = `def close_tab(current):
    """Closes the tab; the test goes on in the tab it was opened from, else the one opened before it."""
    tabs = current.context.pages
    source = opened_from.get(current) or current.opener()
    before = tabs[: tabs.index(current)]
    current.close()
    following = source if source and not source.is_closed() else (before[-1] if before else None)
    if following is None:
        raise AssertionError("The last tab was closed: no tab is left for the next steps")
    following.bring_to_front()
    return following`;

export const PY_DIALOGS = `dialog_messages = []
dialogs_checked = [0]
answers_pending = []


def answer_next_dialog(page, accept, text=None):
    """Answers the next browser dialog the page opens (set up before the step that opens it)."""
    answers_pending.append(page)

    def answer(dialog):
        answers_pending.remove(page)
        if not accept:
            dialog.dismiss()
        elif text is None:
            dialog.accept()
        else:
            dialog.accept(text)

    page.once("dialog", answer)


def watch_dialogs(context):
    """Keeps every browser dialog's message; one no step answers is dismissed, as Playwright does by default."""

    def seen(dialog):
        dialog_messages.append(dialog.message)
        if not answers_pending:
            dialog.accept() if dialog.type == "beforeunload" else dialog.dismiss()

    context.on("dialog", seen)


def expect_dialog(page, text, contains=False, timeout=5.0):
    """The latest browser dialog opened since the last check (waiting for one) says \`text\` (or contains it)."""
    deadline = time.monotonic() + timeout
    while len(dialog_messages) <= dialogs_checked[0]:
        if time.monotonic() > deadline:
            raise AssertionError(f'No browser dialog opened (expected one saying "{text}")')
        page.wait_for_timeout(100)
    dialogs_checked[0] = len(dialog_messages)
    message = dialog_messages[-1]
    if (text not in message) if contains else (message != text):
        raise AssertionError(f'The dialog said "{message}", expected "{text}"')`;
