/**
 * What an alert says, built when it is delivered from the group as stored: the generic JSON
 * body (also what the Slack and e-mail texts are made from), the Slack incoming-webhook body,
 * and the mail. Links are absolute, from PUBLIC_URL or the server's own address.
 *
 * Nothing secret goes out: a test's error comes from its run's steps (masked when the run
 * stored them), and is masked again here with the secrets that run had (parameters marked
 * secret, credentials); parameter values themselves are never part of a message.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { collectionRuns, files, testCases, testCollections, testRuns, testSuites, type AlertEvent } from '../db/schema.ts';
import { loadGenerationRequest } from '../jobs/generationRequest.ts';
import { escapeHtml } from '../mail/html.ts';
import type { Mail } from '../mail/mailer.ts';
import { healProposalOf } from '../runs/heal/proposals.ts';
import { maskText } from '../runs/redact.ts';
import type { RunStepResult } from '../runs/results.ts';
import { testValues } from '../runs/runEnv.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { readStoredFile } from '../storage/storedFiles.ts';
import type { RunStatus } from '../../rules/states.ts';
import type { AlertDeliveryRow } from './channels.ts';

export type AlertTest = {
  name: string;
  status: RunStatus;
  /** The step that failed, numbered from 1; null when the run failed outside a step (or passed). */
  failed_step: { number: number; title: string } | null;
  error: string | null;
  run_url: string;
  flaky: boolean;
  quarantined: boolean;
  /** The heal the failed run proposes (its step's element, renamed or moved, found again): review it on the run. */
  heal: { element_before: string; element_after: string } | null;
};

export type AlertPayload = {
  event: AlertEvent;
  project: { id: string; name: string };
  collection: { id: string; name: string } | null;
  collection_run_id: string | null;
  run_url: string;
  verdict: RunStatus;
  started_at: string;
  finished_at: string | null;
  tests: AlertTest[];
};

const MAX_ERROR = 1000;
const STEP_FAILED = /^Step (\d+) "([\s\S]*?)" failed: ([\s\S]*)$/;

/** The run view of a run (src/routes: /run/{testSuiteId}/{runId}). */
export const runPath = (suiteId: string, runId: string) => `/run/${encodeURIComponent(suiteId)}/${encodeURIComponent(runId)}`;
/** Where a group is listed: its collection's page, or the project's overview for a run-all. */
export const groupPath = (suiteId: string, collectionId: string | null) =>
  collectionId ? `/collections/${encodeURIComponent(suiteId)}/${encodeURIComponent(collectionId)}` : `/home/${encodeURIComponent(suiteId)}`;

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

type TestRow = typeof testCases.$inferSelect;
type RunRow = typeof testRuns.$inferSelect;

/** The secret values a run had: what its process was told to mask (runEnv.ts). */
async function runSecrets(db: Db, test: TestRow, run: RunRow): Promise<string[]> {
  const request = await loadGenerationRequest(db, test);
  const values = { sources: request.values, overrides: run.settings?.parameter_overrides ?? {} };
  const { env, secretNames } = testValues(values);
  return secretNames.map((name) => env[name]).filter((value): value is string => !!value);
}

async function storedSteps(db: Db, store: FileStore | undefined, runId: string): Promise<RunStepResult[] | null> {
  const [row] = await db
    .select({ key: files.key, data: files.data })
    .from(files)
    .where(and(eq(files.testRunId, runId), eq(files.key, `run/${runId}/steps.json`)));
  if (!row) return null;
  try {
    const content = row.data ?? (store ? await readStoredFile(store, row) : null);
    return content ? (JSON.parse(content.toString('utf8')) as RunStepResult[]) : null;
  } catch {
    return null;
  }
}

/** The failed step and the error of a run that did not pass. */
async function failureOf(db: Db, store: FileStore | undefined, run: RunRow): Promise<Pick<AlertTest, 'failed_step' | 'error'>> {
  const steps = await storedSteps(db, store, run.id);
  const failed = steps?.find((step) => step.status === 'failed');
  if (failed) return { failed_step: { number: failed.step + 1, title: failed.title }, error: failed.error ?? run.finalMessage };
  const match = STEP_FAILED.exec(run.finalMessage ?? '');
  if (match) return { failed_step: { number: Number(match[1]), title: match[2]! }, error: match[3]! };
  return { failed_step: null, error: run.finalMessage };
}

export type AlertContext = { db: Db; files?: FileStore; baseUrl: string };

/** The JSON body of a group's alert. */
export async function groupPayload(ctx: AlertContext, delivery: Pick<AlertDeliveryRow, 'event' | 'collectionRunId'>): Promise<AlertPayload | null> {
  const { db, baseUrl } = ctx;
  if (!delivery.collectionRunId) return null;
  const [group] = await db
    .select({ run: collectionRuns, projectName: testSuites.name, collectionName: testCollections.name })
    .from(collectionRuns)
    .innerJoin(testSuites, eq(testSuites.id, collectionRuns.testSuiteId))
    .leftJoin(testCollections, eq(testCollections.id, collectionRuns.collectionId))
    .where(eq(collectionRuns.id, delivery.collectionRunId));
  if (!group) return null;
  const rows = await db
    .select({ run: testRuns, test: testCases })
    .from(testRuns)
    .innerJoin(testCases, eq(testCases.id, testRuns.testCaseId))
    .where(eq(testRuns.collectionRunId, group.run.id))
    .orderBy(asc(testCases.name), asc(testRuns.createdAt));
  const tests: AlertTest[] = [];
  for (const { run, test } of rows) {
    let failure: Pick<AlertTest, 'failed_step' | 'error'> = { failed_step: null, error: null };
    let heal: AlertTest['heal'] = null;
    if (run.status !== 'passed') {
      const proposal = await healProposalOf(db, run.id);
      if (proposal) heal = { element_before: proposal.oldElement, element_after: proposal.newElement };
      const found = await failureOf(db, ctx.files, run);
      const secrets = await runSecrets(db, test, run);
      failure = {
        failed_step: found.failed_step && { ...found.failed_step, title: maskText(found.failed_step.title, secrets) },
        error: found.error === null ? null : cut(maskText(found.error, secrets), MAX_ERROR),
      };
    }
    tests.push({
      name: test.name,
      status: run.status,
      ...failure,
      run_url: `${baseUrl}${runPath(group.run.testSuiteId, run.id)}`,
      flaky: run.flaky,
      quarantined: test.quarantined,
      heal,
    });
  }
  return {
    event: delivery.event,
    project: { id: group.run.testSuiteId, name: group.projectName },
    collection: group.run.collectionId && group.collectionName ? { id: group.run.collectionId, name: group.collectionName } : null,
    collection_run_id: group.run.id,
    run_url: `${baseUrl}${groupPath(group.run.testSuiteId, group.run.collectionId)}`,
    verdict: group.run.status,
    started_at: group.run.createdAt.toISOString(),
    finished_at: group.run.finishedAt ? group.run.finishedAt.toISOString() : null,
    tests,
  };
}

/** The body of "Send a test alert": shaped like a real one, about no real run. */
export async function testPayload(ctx: AlertContext, suiteId: string, collectionId: string | null): Promise<AlertPayload> {
  const [suite] = await ctx.db.select({ name: testSuites.name }).from(testSuites).where(eq(testSuites.id, suiteId));
  const [collection] = collectionId
    ? await ctx.db.select({ id: testCollections.id, name: testCollections.name }).from(testCollections).where(eq(testCollections.id, collectionId))
    : [];
  const now = new Date().toISOString();
  return {
    event: 'test',
    project: { id: suiteId, name: suite?.name ?? '' },
    collection: collection ?? null,
    collection_run_id: null,
    run_url: `${ctx.baseUrl}${groupPath(suiteId, collection?.id ?? null)}`,
    verdict: 'failed',
    started_at: now,
    finished_at: now,
    tests: [
      {
        name: 'Example test (this is a test alert)',
        status: 'failed',
        failed_step: { number: 2, title: 'Click "Pay"' },
        error: 'No element matches "Pay" (this is a test alert: nothing failed).',
        run_url: `${ctx.baseUrl}${groupPath(suiteId, collection?.id ?? null)}`,
        flaky: false,
        quarantined: false,
        heal: null,
      },
    ],
  };
}

const EVENT_WORDS: Record<AlertEvent, string> = {
  failure: 'failed',
  recovery: 'passed again',
  flaky: 'passed, with flaky tests',
  run: 'finished',
  test: 'sent a test alert',
};

const what = (payload: AlertPayload) => (payload.collection ? `Test suite "${payload.collection.name}"` : 'The run of every test');

/** One line: "Test suite "Smoke" of Shop failed: 2 of 5 tests failed." */
export function headline(payload: AlertPayload): string {
  const failing = payload.tests.filter((test) => test.status !== 'passed');
  const flaky = payload.tests.filter((test) => test.flaky);
  const counts =
    failing.length > 0
      ? `${failing.length} of ${payload.tests.length} tests did not pass`
      : `${payload.tests.length} test${payload.tests.length === 1 ? '' : 's'} passed${flaky.length ? ` (${flaky.length} flaky)` : ''}`;
  return `${what(payload)} of ${payload.project.name} ${EVENT_WORDS[payload.event]} (${payload.verdict}): ${counts}.`;
}

/** The tests worth naming: those that did not pass, then the flaky ones. */
export function notableTests(payload: AlertPayload): AlertTest[] {
  return [...payload.tests.filter((test) => test.status !== 'passed'), ...payload.tests.filter((test) => test.status === 'passed' && test.flaky)];
}

export function testLine(test: AlertTest): string {
  const tags = [test.quarantined ? 'quarantined' : null, test.flaky ? 'flaky' : null].filter(Boolean).join(', ');
  const step = test.failed_step ? ` at step ${test.failed_step.number} "${test.failed_step.title}"` : '';
  const error = test.error ? `: ${cut(test.error.replace(/\s+/g, ' '), 300)}` : '';
  const heal = test.heal ? ` A heal is proposed: ${test.heal.element_before} is now ${test.heal.element_after}; review it on the run.` : '';
  return `${test.name} ${test.status}${tags ? ` (${tags})` : ''}${test.status === 'passed' ? '' : `${step}${error}${heal}`}`;
}

const MAX_LISTED = 20;

/** Slack's incoming-webhook body (also taken by Mattermost, Rocket.Chat, Discord's /slack endpoint). */
export function slackBody(payload: AlertPayload): { text: string; blocks: unknown[] } {
  const escapeSlack = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const link = (url: string, text: string) => `<${url}|${escapeSlack(text).replace(/\|/g, '¦')}>`;
  const icon = payload.event === 'failure' ? ':x:' : payload.event === 'recovery' ? ':white_check_mark:' : ':information_source:';
  const text = `${icon} ${headline(payload)}`;
  const notable = notableTests(payload);
  const lines = notable
    .slice(0, MAX_LISTED)
    .map((test) => `• ${link(test.run_url, test.name)} ${escapeSlack(testLine(test).slice(test.name.length + 1))}`);
  if (notable.length > MAX_LISTED) lines.push(`… and ${notable.length - MAX_LISTED} more`);
  const blocks: unknown[] = [
    {
      type: 'section',
      text: { type: 'mrkdwn', text: `${icon} ${escapeSlack(headline(payload))}\n${link(payload.run_url, 'Open in Critical Journey')}` },
    },
  ];
  if (lines.length) blocks.push({ type: 'section', text: { type: 'mrkdwn', text: cut(lines.join('\n'), 2900) } });
  return { text, blocks };
}

export function alertMail(to: string, payload: AlertPayload): Mail {
  const notable = notableTests(payload);
  const subject = `[Critical Journey] ${cut(headline(payload), 150)}`;
  const listed = notable.slice(0, MAX_LISTED);
  const more = notable.length > MAX_LISTED ? `… and ${notable.length - MAX_LISTED} more.` : '';
  const text = [
    headline(payload),
    '',
    ...listed.map((test) => `- ${testLine(test)}\n  ${test.run_url}`),
    more,
    '',
    `Open in Critical Journey: ${payload.run_url}`,
    '',
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
  const html =
    `<p>${escapeHtml(headline(payload))}</p>` +
    (listed.length
      ? `<ul>${listed.map((test) => `<li><a href="${escapeHtml(test.run_url)}">${escapeHtml(test.name)}</a> ${escapeHtml(testLine(test).slice(test.name.length + 1))}</li>`).join('')}</ul>`
      : '') +
    (more ? `<p>${escapeHtml(more)}</p>` : '') +
    `<p><a href="${escapeHtml(payload.run_url)}">Open in Critical Journey</a></p>`;
  return { to, subject, text, html, links: [payload.run_url, ...listed.map((test) => test.run_url)] };
}
