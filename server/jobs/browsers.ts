/**
 * The browser an executor drives: one local Chromium, launched on first use and again after it
 * dies, or a remote Playwright browser server (BROWSER_WS_ENDPOINT). Each job gets its own
 * context in it, so jobs never share cookies or storage. A job of an organization with its own
 * grid (server/jobs/browserEndpoint.ts) gets a session there instead, one per job.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { maskText } from '../engine/secrets.ts';
import { operatorBrowser, unreachableMessage, type RemoteBrowser } from './browserEndpoint.ts';

/** No browser could be started or reached: the job ends `executor_not_available`. */
export class BrowserUnavailable extends Error {}

const CONNECT_TIMEOUT_MS = 15_000;

export class BrowserSource {
  private browser: Promise<Browser> | null = null;
  private readonly endpoint: string | null;
  /** Grid sessions open now: closed with their job's context, or when the executor stops. */
  private readonly sessions = new Set<Browser>();

  constructor(endpoint: string | null) {
    this.endpoint = endpoint;
  }

  /** The executor's own browser; with `remote` (an organization's grid), a session there instead. */
  async get(remote?: RemoteBrowser | null): Promise<Browser> {
    if (remote) return this.session(remote);
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
    if (this.endpoint) return connect(operatorBrowser(this.endpoint));
    try {
      const options = chromiumLaunchOptions();
      if (!options.executablePath) throw new Error('no Chromium found: set CHROMIUM_PATH or install chromium');
      return await chromium.launch(options);
    } catch (error) {
      throw new BrowserUnavailable(`No browser is available: a local Chromium could not be started (${(error as Error).message.split('\n')[0]}).`);
    }
  }

  /**
   * A grid counts (and bills) open sessions, so one is opened by the job's context and closed
   * with it: none is held while the job reads its steps, after it ends, or when it fails before
   * driving a browser. Generation only ever calls `newContext` on what `get` answers.
   */
  private session(remote: RemoteBrowser): Browser {
    if (remote.problem) throw new BrowserUnavailable(remote.problem);
    const newContext = async (options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> => {
      const browser = await connect(remote);
      this.sessions.add(browser);
      browser.on('disconnected', () => this.sessions.delete(browser));
      const end = () => void browser.close().catch(() => {});
      try {
        const context = await browser.newContext(options);
        context.on('close', end);
        return context;
      } catch (error) {
        end();
        throw error;
      }
    };
    return { newContext } as Pick<Browser, 'newContext'> as Browser;
  }

  async close() {
    const browser = await this.browser?.catch(() => null);
    this.browser = null;
    await Promise.all([browser, ...this.sessions].map((open) => open?.close().catch(() => {})));
    this.sessions.clear();
  }
}

/** A remote browser, or BrowserUnavailable naming it by its label: credentials stay out of the message. */
async function connect(remote: RemoteBrowser): Promise<Browser> {
  try {
    return await chromium.connect(remote.wsEndpoint, { timeout: CONNECT_TIMEOUT_MS });
  } catch (error) {
    const reason = maskText((error as Error).message.split('\n')[0], remote.secrets);
    throw new BrowserUnavailable(unreachableMessage(remote, reason));
  }
}
