import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';
import { resolveTarget } from './resolve.ts';
import { locatorTypeScript } from './locatorSpec.ts';
import { clickMark, html, located } from './testPages.ts';

let browser: Browser;
let page: Page;
let server: Server;
let port: number;

const PAGES: Record<string, string> = {
  '/': html(`<h1>Shop</h1><button data-mark="top-pay">Pay later</button>
    <iframe name="checkout" src="/same" width="400" height="160"></iframe>
    <iframe title="Payment provider" src="CROSS/cross" width="400" height="160"></iframe>
    <iframe src="/same" width="400" height="160"></iframe>`),
  '/same': html(`<p>Checkout</p><button data-mark="same-pay">Pay now</button><label>Coupon <input data-mark="coupon"></label>`),
  '/cross': html(`<p>Card</p><button data-mark="cross-confirm">Confirm payment</button>`),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = PAGES[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html' });
    res.end((body ?? '').replace('CROSS', `http://localhost:${port}`));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
  browser = await chromium.launch(chromiumLaunchOptions());
  page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.frameLocator('iframe[title="Payment provider"]').getByText('Card').waitFor();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

/** Runs the generated TypeScript the way a script would. */
function fromTypeScript(source: string): Locator {
  return new Function('page', `return ${source};`)(page) as Locator;
}

describe('iframes', () => {
  it('finds a button in a cross-origin iframe, with a frame part that works in both forms', async () => {
    const r = await resolveTarget(page, { text: 'Confirm payment' }, { purpose: 'click' });
    const spec = located(r);
    expect(spec[0]).toEqual({ kind: 'frame', selector: 'iframe[title="Payment provider"]' });
    const cross = page.frames().find((f) => f.url().includes('/cross'))!;
    expect(await clickMark(page, spec, cross)).toBe('cross-confirm');
    await cross.evaluate('window.__hit = ""');
    await fromTypeScript(locatorTypeScript(spec)).click();
    expect(await cross.evaluate('window.__hit')).toBe('cross-confirm');
    if (r.ok) expect(r.fingerprint.frames).toEqual(['iframe[title="Payment provider"]']);
  });

  it('tells look-alikes in two same-origin iframes apart by ordinal, named frame first', async () => {
    const ambiguous = await resolveTarget(page, { text: 'Pay now' }, { purpose: 'click' });
    expect(ambiguous).toMatchObject({ ok: false, reason: 'ambiguous' });
    const r = await resolveTarget(page, { text: 'Pay now', ordinal: 1 }, { purpose: 'click' });
    const spec = located(r);
    expect(spec[0]).toEqual({ kind: 'frame', selector: 'iframe[name="checkout"]' });
    const named = page.frame({ name: 'checkout' })!;
    expect(await clickMark(page, spec, named)).toBe('same-pay');
    const second = await resolveTarget(page, { text: 'Pay now', ordinal: 2 }, { purpose: 'click' });
    const unnamed = page
      .frames()
      .filter((f) => f.url().endsWith('/same'))
      .find((f) => f.name() !== 'checkout')!;
    expect(await clickMark(page, located(second), unnamed)).toBe('same-pay');
    expect(located(second)[0]).toEqual({ kind: 'frame', selector: 'iframe:nth-of-type(3)' });
  });

  it('fills a field in an iframe found by its label', async () => {
    const r = await resolveTarget(page, { text: 'Coupon', ordinal: 1 }, { purpose: 'fill' });
    await fromTypeScript(locatorTypeScript(located(r))).fill('SAVE10');
    expect(await page.frame({ name: 'checkout' })!.locator('[data-mark=coupon]').inputValue()).toBe('SAVE10');
  });

  it('skips an element whose whole iframe is covered by an overlay', async () => {
    await page.evaluate(`(() => {
      const frame = document.querySelector('iframe[title="Payment provider"]').getBoundingClientRect();
      const veil = document.createElement('div');
      veil.id = 'veil';
      Object.assign(veil.style, { position: 'absolute', left: frame.left + 'px', top: (frame.top + scrollY) + 'px', width: frame.width + 'px', height: frame.height + 'px' });
      document.body.append(veil);
    })()`);
    const covered = await resolveTarget(page, { text: 'Confirm payment' }, { purpose: 'click', timeoutMs: 300 });
    expect(covered.ok).toBe(false);
    if (!covered.ok) expect(covered.message).toContain('button "Confirm payment" is covered (its frame is under another element)');
    const read = await resolveTarget(page, { text: 'Confirm payment' }, { purpose: 'read' });
    expect(read.ok).toBe(true);
    await page.evaluate('document.getElementById("veil").remove()');
  });

  it('keeps main-frame elements first in document order', async () => {
    const r = await resolveTarget(page, { text: 'Pay', elementType: 'button', ordinal: 1 }, { purpose: 'click' });
    expect(await clickMark(page, located(r))).toBe('top-pay');
  });
});
