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
