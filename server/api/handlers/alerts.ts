/**
 * Alert channels of a project and what was delivered through them (server/alerts). Every
 * operation first checks that the caller belongs to the project's organization (404 otherwise,
 * as for every resource), and every check comes before the first write.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { alertChannels, alertDeliveries, testCollections, type AlertChannelKind } from '../../db/schema.ts';
import { channelSecrets, newSigningSecret, toAlertChannel, toAlertDelivery, type AlertChannelRow } from '../../alerts/channels.ts';
import { sendDeliveryJobs } from '../../alerts/queue.ts';
import { maskText } from '../../runs/redact.ts';
import { alertTargetError, normalizeAlertTarget } from '../../../rules/alerts.ts';
import { isUuid, requireTestSuite } from '../access.ts';
import { HttpError, notFound } from '../httpError.ts';
import type { HandlerContext, Handlers } from './types.ts';

function targetInput(kind: AlertChannelKind, target: unknown): string {
  const text = typeof target === 'string' ? target : '';
  const problem = alertTargetError(kind, text);
  if (problem) throw new HttpError(400, `${problem} Nothing was changed.`, 'target');
  return normalizeAlertTarget(kind, text);
}

/** A collection of this project, or null for the project's default; another project's is not found. */
async function collectionInput(db: Db, suiteId: string, collectionId: string | null | undefined): Promise<string | null> {
  if (collectionId === undefined || collectionId === null) return null;
  if (!isUuid(collectionId)) throw notFound('Collection');
  const [row] = await db
    .select({ id: testCollections.id })
    .from(testCollections)
    .where(and(eq(testCollections.id, collectionId), eq(testCollections.testSuiteId, suiteId)));
  if (!row) throw notFound('Collection');
  return row.id;
}

async function requireChannel(db: Db, suiteId: string, channelId: string): Promise<AlertChannelRow> {
  if (!isUuid(channelId)) throw notFound('Alert channel');
  const [row] = await db
    .select()
    .from(alertChannels)
    .where(and(eq(alertChannels.id, channelId), eq(alertChannels.testSuiteId, suiteId)));
  if (!row) throw notFound('Alert channel');
  return row;
}

export function alertHandlers({ db, jobs }: HandlerContext): Handlers {
  return {
    async listAlertChannels({ identity, params }) {
      await requireTestSuite(db, identity, params.id);
      const rows = await db
        .select()
        .from(alertChannels)
        .where(eq(alertChannels.testSuiteId, params.id))
        .orderBy(asc(alertChannels.createdAt), asc(alertChannels.id));
      return rows.map((row) => toAlertChannel(row));
    },

    async createAlertChannel({ identity, params, body, reply }) {
      const suite = await requireTestSuite(db, identity, params.id);
      const target = targetInput(body.kind, body.target);
      const collectionId = await collectionInput(db, suite.id, body.collection_id);
      const [row] = await db
        .insert(alertChannels)
        .values({
          testSuiteId: suite.id,
          collectionId,
          kind: body.kind,
          target,
          notifyOn: body.notify_on ?? 'failure',
          includeFlaky: body.include_flaky ?? false,
          includeQuarantined: body.include_quarantined ?? false,
          enabled: body.enabled ?? true,
          signingSecret: body.kind === 'webhook' ? newSigningSecret() : null,
        })
        .returning();
      reply.code(201);
      // The one time the secret is shown: the receiver needs it to check signatures.
      return toAlertChannel(row, { revealSecret: true });
    },

    async updateAlertChannel({ identity, params, body }) {
      const suite = await requireTestSuite(db, identity, params.id);
      const channel = await requireChannel(db, suite.id, params.channelId);
      const target = body.target === undefined ? undefined : targetInput(channel.kind, body.target);
      const collectionId = body.collection_id === undefined ? undefined : await collectionInput(db, suite.id, body.collection_id);
      const changes = {
        ...(target !== undefined ? { target } : {}),
        ...(collectionId !== undefined ? { collectionId } : {}),
        ...(body.notify_on !== undefined ? { notifyOn: body.notify_on } : {}),
        ...(body.include_flaky !== undefined ? { includeFlaky: body.include_flaky } : {}),
        ...(body.include_quarantined !== undefined ? { includeQuarantined: body.include_quarantined } : {}),
        ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      };
      if (Object.keys(changes).length === 0) return toAlertChannel(channel);
      const [row] = await db
        .update(alertChannels)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(alertChannels.id, channel.id))
        .returning();
      // Deleted meanwhile.
      if (!row) throw notFound('Alert channel');
      return toAlertChannel(row);
    },

    async deleteAlertChannel({ identity, params, reply }) {
      const suite = await requireTestSuite(db, identity, params.id);
      const channel = await requireChannel(db, suite.id, params.channelId);
      // Its deliveries go with it (ON DELETE CASCADE).
      await db.delete(alertChannels).where(eq(alertChannels.id, channel.id));
      reply.code(204);
      return undefined;
    },

    async sendTestAlert({ identity, params, reply }) {
      const suite = await requireTestSuite(db, identity, params.id);
      const channel = await requireChannel(db, suite.id, params.channelId);
      if (!channel.enabled) throw new HttpError(400, 'This channel is disabled: enable it to send a test alert. Nothing was sent.');
      const [row] = await db.insert(alertDeliveries).values({ channelId: channel.id, testSuiteId: suite.id, event: 'test' }).returning();
      // Without a queue (a server started without background work) it stays pending.
      if (jobs) await sendDeliveryJobs(jobs, [row.id]);
      reply.code(202);
      return toAlertDelivery(row);
    },

    async listAlertDeliveries({ identity, params, query }) {
      const suite = await requireTestSuite(db, identity, params.id);
      const rows = await db
        .select({ delivery: alertDeliveries, channel: alertChannels })
        .from(alertDeliveries)
        .innerJoin(alertChannels, eq(alertChannels.id, alertDeliveries.channelId))
        .where(
          and(
            eq(alertDeliveries.testSuiteId, suite.id),
            ...(query.collection_run_id ? [eq(alertDeliveries.collectionRunId, query.collection_run_id)] : []),
          ),
        )
        .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
        .limit(query.limit ?? 50);
      // Answers were masked when stored; masked again with the channel's secrets as they are now.
      return rows.map(({ delivery, channel }) => {
        const view = toAlertDelivery(delivery);
        return { ...view, last_answer: view.last_answer === null ? null : maskText(view.last_answer, channelSecrets(channel)) };
      });
    },
  };
}
