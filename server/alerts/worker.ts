/**
 * Delivers alerts: takes one job per attempt from the `alerts` queue (every server process
 * works it), sends the delivery's message, and records the answer. A webhook or Slack answer
 * outside 2xx, a network error or a timeout is retried, as a new job delayed by
 * ALERT_RETRY_DELAY_SECONDS × 2^(attempt − 1) (2 s, 4 s, 8 s, 16 s by default), until
 * ALERT_ATTEMPTS attempts; then the delivery is `failed` with its last answer.
 *
 * Webhook addresses are checked against the network policy (TARGET_DENIED_NETWORKS: the cloud
 * metadata services by default) with the name resolved at each attempt, and redirects are not
 * followed. Logs name the delivery and the channel by id, never by address: Slack's carry a token.
 */
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AlertConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { alertChannels, alertDeliveries } from '../db/schema.ts';
import type { Jobs } from '../jobs/generationQueue.ts';
import type { Logger } from '../logging.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { maskText } from '../runs/redact.ts';
import { resolveAndCheck, type NetworkPolicy } from '../security/networkPolicy.ts';
import { alertEmails } from '../../rules/alerts.ts';
import { channelSecrets, type AlertChannelRow } from './channels.ts';
import { alertMail, groupPayload, slackBody, testPayload, type AlertContext, type AlertPayload } from './messages.ts';
import { ALERT_QUEUE, sendDeliveryJobs, type AlertJobData } from './queue.ts';

export const SIGNATURE_HEADER = 'X-Critical-Journey-Signature';
export const TIMESTAMP_HEADER = 'X-Critical-Journey-Timestamp';
export const ANSWER_LENGTH = 500;

export type AlertWorkerOptions = {
  config: AlertConfig;
  network: NetworkPolicy;
  /** Where links point: PUBLIC_URL, or the server's own address. */
  baseUrl: string;
  mail: { smtpUrl: string | null; from: string };
};

export interface AlertWorker {
  stop(): Promise<void>;
}

type Outcome = { ok: boolean; final?: boolean; status: number | null; answer: string };

/** `sha256=<hex>`: the HMAC-SHA256 of the exact body bytes, keyed with the channel's signing secret. */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

export async function startAlertWorker(db: Db, jobs: Jobs, options: AlertWorkerOptions): Promise<AlertWorker> {
  const log = jobs.log.child({ part: 'alerts' });
  const mailer = createMailer({ db, smtpUrl: options.mail.smtpUrl, from: options.mail.from, log });
  const ctx: DeliveryContext = { db, jobs, files: jobs.files, baseUrl: options.baseUrl, options, mailer, log };
  await jobs.boss.work<AlertJobData>(ALERT_QUEUE, { batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: 0.5 }, async ([job]) =>
    attemptDelivery(ctx, job.data.deliveryId),
  );
  return {
    async stop() {
      await jobs.boss.offWork(ALERT_QUEUE, { wait: true }).catch(() => {});
    },
  };
}

type DeliveryContext = AlertContext & { jobs: Pick<Jobs, 'boss'>; options: AlertWorkerOptions; mailer: Mailer; log: Logger };

/** One attempt of one delivery; a delivery no longer pending (delivered, failed, deleted) is left alone. */
export async function attemptDelivery(ctx: DeliveryContext, deliveryId: string): Promise<void> {
  const { db, log, options } = ctx;
  const [delivery] = await db
    .update(alertDeliveries)
    .set({ attempts: sql`${alertDeliveries.attempts} + 1`, lastAttemptAt: sql`now()` })
    .where(and(eq(alertDeliveries.id, deliveryId), eq(alertDeliveries.status, 'pending')))
    .returning();
  if (!delivery) return;
  const [channel] = await db.select().from(alertChannels).where(eq(alertChannels.id, delivery.channelId));
  if (!channel) return; // deleted: its deliveries went with it
  const record = async (status: 'pending' | 'delivered' | 'failed', outcome: Outcome) => {
    await db
      .update(alertDeliveries)
      .set({
        status,
        lastStatus: outcome.status,
        lastAnswer: maskText(outcome.answer, channelSecrets(channel)).slice(0, ANSWER_LENGTH),
        ...(status === 'delivered' ? { deliveredAt: sql`now()` } : {}),
      })
      .where(eq(alertDeliveries.id, deliveryId));
  };
  const about = { deliveryId, channelId: channel.id, attempt: delivery.attempts };
  if (!channel.enabled) {
    await record('failed', { ok: false, status: null, answer: 'Not sent: the channel was disabled before the alert went out.' });
    return;
  }
  const payload = delivery.event === 'test' ? await testPayload(ctx, delivery.testSuiteId, channel.collectionId) : await groupPayload(ctx, delivery);
  if (!payload) {
    await record('failed', { ok: false, status: null, answer: 'Not sent: the run this alert was about was deleted.' });
    return;
  }
  const outcome = await send(ctx, channel, payload, deliveryId);
  if (outcome.ok) {
    await record('delivered', outcome);
    log.info({ ...about, status: outcome.status }, 'alert delivered');
    return;
  }
  if (outcome.final || delivery.attempts >= options.config.attempts) {
    await record('failed', outcome);
    log.warn({ ...about, status: outcome.status }, 'alert delivery failed; no more attempts');
    return;
  }
  await record('pending', outcome);
  const delay = options.config.retryDelaySeconds * 2 ** (delivery.attempts - 1);
  log.info({ ...about, status: outcome.status, retryInSeconds: delay }, 'alert delivery failed; retrying');
  await sendDeliveryJobs(ctx.jobs, [deliveryId], delay);
}

async function send(ctx: DeliveryContext, channel: AlertChannelRow, payload: AlertPayload, deliveryId: string): Promise<Outcome> {
  if (channel.kind === 'email') {
    try {
      await ctx.mailer.send(alertMail(alertEmails(channel.target).join(', '), payload));
      return { ok: true, status: null, answer: ctx.options.mail.smtpUrl ? 'Sent through SMTP.' : 'Kept in the local outbox (no SMTP_URL).' };
    } catch (error) {
      return { ok: false, status: null, answer: `The mail server refused it: ${(error as Error).message}` };
    }
  }
  const body = JSON.stringify(channel.kind === 'slack' ? slackBody(payload) : payload);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'Critical-Journey-Alerts' };
  if (channel.kind === 'webhook' && channel.signingSecret) {
    headers[SIGNATURE_HEADER] = signBody(channel.signingSecret, body);
    headers[TIMESTAMP_HEADER] = String(Math.floor(Date.now() / 1000));
    headers['X-Critical-Journey-Event'] = payload.event;
    headers['X-Critical-Journey-Delivery'] = deliveryId;
  }
  return post(ctx.options, channel.target, body, headers);
}

/** POSTs the body; never throws. */
export async function post(
  options: Pick<AlertWorkerOptions, 'network' | 'config'>,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<Outcome> {
  const verdict = await resolveAndCheck(options.network, url);
  if (!verdict.allowed) return { ok: false, final: true, status: null, answer: `Not sent: refused by the network policy: ${verdict.reason}` };
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.config.timeoutSeconds * 1000),
    });
    const text = await response.text().catch(() => '');
    const answer = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}${text ? `: ${text.slice(0, ANSWER_LENGTH)}` : ''}`;
    return { ok: response.status >= 200 && response.status < 300, status: response.status, answer };
  } catch (error) {
    const err = error as Error & { cause?: { code?: string; message?: string } };
    if (err.name === 'TimeoutError') return { ok: false, status: null, answer: `No answer within ${options.config.timeoutSeconds} s.` };
    return { ok: false, status: null, answer: `Could not reach it: ${err.cause?.code ?? err.cause?.message ?? err.message}` };
  }
}
