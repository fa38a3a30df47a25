/**
 * Alert channels and deliveries as the API shows them. A channel's URL (Slack's and most
 * webhooks' carry a token) and its signing secret are secrets: listings show them masked; the
 * secret is answered in clear once, by the create operation.
 */
import { randomBytes } from 'node:crypto';
import type { components } from '../../openapi/schema';
import type { alertChannels, alertDeliveries } from '../db/schema.ts';
import { maskAlertTarget } from '../../rules/alerts.ts';
import { MASK } from '../runs/redact.ts';

export type AlertChannelRow = typeof alertChannels.$inferSelect;
export type AlertDeliveryRow = typeof alertDeliveries.$inferSelect;
type AlertChannel = components['schemas']['AlertChannel'];
type AlertDelivery = components['schemas']['AlertDelivery'];

/** 32 random bytes, prefixed so that a leaked one is recognizable (and found by secret scanners). */
export function newSigningSecret(): string {
  return `cjwhsec_${randomBytes(32).toString('base64url')}`;
}

export function toAlertChannel(row: AlertChannelRow, { revealSecret = false } = {}): AlertChannel {
  return {
    _id: row.id,
    test_suite_id: row.testSuiteId,
    collection_id: row.collectionId,
    kind: row.kind,
    target: maskAlertTarget(row.kind, row.target),
    notify_on: row.notifyOn,
    include_flaky: row.includeFlaky,
    include_quarantined: row.includeQuarantined,
    enabled: row.enabled,
    signing_secret: row.signingSecret ? (revealSecret ? row.signingSecret : MASK) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toAlertDelivery(row: AlertDeliveryRow): AlertDelivery {
  return {
    _id: row.id,
    channel_id: row.channelId,
    test_suite_id: row.testSuiteId,
    collection_run_id: row.collectionRunId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    last_status: row.lastStatus,
    last_answer: row.lastAnswer,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt ? row.lastAttemptAt.toISOString() : null,
    delivered_at: row.deliveredAt ? row.deliveredAt.toISOString() : null,
  };
}

/** Every form of the channel's secrets that could be echoed back: the URL, its path and query, the signing secret. */
export function channelSecrets(channel: Pick<AlertChannelRow, 'kind' | 'target' | 'signingSecret'>): string[] {
  const secrets: string[] = [];
  if (channel.signingSecret) secrets.push(channel.signingSecret);
  if (channel.kind !== 'email' && URL.canParse(channel.target)) {
    const url = new URL(channel.target);
    secrets.push(channel.target, url.href);
    if (url.pathname.length > 1) secrets.push(url.pathname);
    for (const segment of url.pathname.split('/')) if (segment.length >= 8) secrets.push(segment);
    for (const value of url.searchParams.values()) if (value.length >= 4) secrets.push(value);
  }
  return secrets;
}
