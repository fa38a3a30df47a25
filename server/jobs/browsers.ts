/**
 * The browser an executor drives: one local Chromium, launched on first use and again after it
 * dies, or a remote Playwright browser server (BROWSER_WS_ENDPOINT). Each job gets its own
 * context in it, so jobs never share cookies or storage.
 */
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

/** No browser could be started or reached: the job ends `executor_not_available`. */
export class BrowserUnavailable extends Error {}

export class BrowserSource {
  private browser: Promise<Browser> | null = null;
  private readonly endpoint: string | null;

  constructor(endpoint: string | null) {
    this.endpoint = endpoint;
  }

  async get(): Promise<Browser> {
    if (this.browser) {
      const current = await this.browser.catch(() => null);
      if (current?.isConnected()) return current;
      this.browser = null;
    }
    this.browser = this.open();
    try {
      return await this.browser;
    } catch (error) {
      this.browser = null;
      throw error;
    }
  }

  private async open(): Promise<Browser> {
    try {
      if (this.endpoint) return await chromium.connect(this.endpoint, { timeout: 15_000 });
      const options = chromiumLaunchOptions();
      if (!options.executablePath) throw new Error('no Chromium found: set CHROMIUM_PATH or install chromium');
      return await chromium.launch(options);
    } catch (error) {
      const where = this.endpoint ? `the browser at ${this.endpoint}` : 'a local Chromium';
      throw new BrowserUnavailable(`No browser is available: ${where} could not be started (${(error as Error).message.split('\n')[0]}).`);
    }
  }

  async close() {
    const browser = await this.browser?.catch(() => null);
    this.browser = null;
    await browser?.close().catch(() => {});
  }
}
