/**
 * supabase-js, unmodified, against the real app listening on a free port: what the browser's
 * client does, minus the browser. Mail links are followed with fetch, as a mail client would.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createTestApp, type TestApp, type TestAppOptions } from './app.ts';
import type { OutboxMail } from './auth.ts';
import type { DatabaseKind } from './databases.ts';

export type ListeningApp = TestApp & {
  url: string;
  /** A fresh client with nothing stored, as a new browser tab would be. */
  client(): SupabaseClient;
  latestMailTo(email: string): Promise<OutboxMail>;
  /** Follows an e-mailed link: where it redirects, with the fragment's values. */
  followLink(link: string): Promise<{ location: URL; fragment: URLSearchParams }>;
};

export async function startListeningApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<ListeningApp> {
  const t = await createTestApp(kind, options);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('The test app is not listening on a port.');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    ...t,
    url,
    client: () => createClient(url, 'anon', { auth: { persistSession: false, autoRefreshToken: false } }),
    async latestMailTo(email) {
      const mails = (await (await fetch(`${url}/dev/mailbox.json`)).json()) as OutboxMail[];
      const mail = mails.find((candidate) => candidate.to === email.toLowerCase());
      if (!mail) throw new Error(`No mail to ${email} in the outbox.`);
      return mail;
    },
    async followLink(link) {
      const response = await fetch(link, { redirect: 'manual' });
      if (response.status !== 303) throw new Error(`The link answered ${response.status}: ${await response.text()}`);
      const location = new URL(response.headers.get('location') ?? '');
      return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
    },
  };
}

let counter = 0;
/** A new address for each test, so tests in one file do not meet each other's accounts. */
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;
