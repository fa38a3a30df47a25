/**
 * Just enough of a browser for redirect chains across sites: fetch without following
 * redirects, a cookie jar per host (paths and expiry ignored: tests are short), HTML forms.
 */
export type Page = { url: URL; response: Response; html: string };

export class TestBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  async request(url: URL | string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookies = [...(this.jar.get(target.host) ?? new Map())].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers = new Headers(init.headers);
    if (cookies) headers.set('cookie', cookies);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair.trim().split('=');
      const jar = this.jar.get(target.host) ?? new Map<string, string>();
      const removed = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (removed) jar.delete(name);
      else jar.set(name, value.join('='));
      this.jar.set(target.host, jar);
    }
    return response;
  }

  /**
   * Goes to `url` and follows redirects until a page answers, or until the next address
   * satisfies `stopAt` (which is returned without being requested).
   */
  async navigate(url: URL | string, init: RequestInit = {}, stopAt: (next: URL) => boolean = () => false): Promise<Page | URL> {
    let current = new URL(url);
    let response = await this.request(current, init);
    for (let hops = 0; response.status >= 300 && response.status < 400; hops++) {
      if (hops > 20) throw new Error(`Too many redirects from ${url}`);
      const next = new URL(response.headers.get('location') ?? '', current);
      if (stopAt(next)) return next;
      current = next;
      response = await this.request(current);
    }
    return { url: current, response, html: await response.text() };
  }

  /** Submits the page's (first) form with its hidden fields and these values. */
  submit(page: Page, values: Record<string, string>, stopAt?: (next: URL) => boolean): Promise<Page | URL> {
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(page.html);
    if (!form) throw new Error(`No form on ${page.url}: ${page.html.slice(0, 500)}`);
    const fields = new URLSearchParams();
    for (const input of form[2].matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
      const name = /name="([^"]*)"/.exec(input[0])?.[1];
      if (name) fields.set(name, /value="([^"]*)"/.exec(input[0])?.[1] ?? '');
    }
    for (const [name, value] of Object.entries(values)) fields.set(name, value);
    const action = new URL(form[1].replaceAll('&amp;', '&'), page.url);
    return this.navigate(action, { method: 'POST', body: fields, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, stopAt);
  }
}
