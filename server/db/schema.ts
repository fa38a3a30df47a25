/**
 * The database schema: one table per entity of spec section 3. One pg-core schema serves both
 * PGlite (embedded default) and PostgreSQL (DATABASE_URL), from one migration folder.
 *
 * Column names are snake_case in SQL; the API's field names (`_id`, `test_suite_id`, ...) are
 * mapped in server/api, never here, so the schema stays a plain description of the data.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { components } from '../../openapi/schema';
import type { RecordedStep } from '../engine/generate/records.ts';
import type { LocatorSpec } from '../engine/locate/locatorSpec.ts';
import type { Fingerprint } from '../engine/locate/resolution.ts';

// Columns the API shows as they are take the contract's types: one type per concept.
type Schemas = components['schemas'];

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Everyone who can be a member of an organization. A row may exist before its person signs up
 * (added to an organization by e-mail): it has no password hash until they do.
 */
export const users = pgTable('users', {
  id: id(),
  // Always stored lower-case: e-mail addresses are compared case-insensitively.
  email: text('email').notNull().unique(),
  profileName: text('profile_name'),
  isSuperAdmin: boolean('is_super_admin').notNull().default(false),
  isBizDev: boolean('is_biz_dev').notNull().default(false),
  // An organization's service-account user: acts through a `cjsa_` key, never signs in.
  isServiceAccount: boolean('is_service_account').notNull().default(false),
  passwordHash: text('password_hash'),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  recoverySentAt: timestamp('recovery_sent_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type UiConfig = Schemas['UiConfig'];

/** One attempt of a run that was tried again: its ending and the artifacts it left. */
export interface RunAttempt {
  attempt: number;
  status: Schemas['RunStatus'];
  final_message: string | null;
  started_at: string;
  finished_at: string;
  artifacts: string[];
}

export const organizations = pgTable('organizations', {
  id: id(),
  name: text('name').notNull(),
  uiConfig: jsonb('ui_config').$type<UiConfig>().notNull().default({}),
  lambdaTestSettings: jsonb('lambda_test_settings').$type<Record<string, unknown>>().notNull().default({}),
  // Only a hash is kept: the key itself is shown once, when it is regenerated.
  serviceAccountKeyHash: text('service_account_key_hash'),
  createdAt: createdAt(),
});

export const organizationMembers = pgTable(
  'organization_members',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Schemas['OrganizationMember']['role']>().notNull().default('user'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('organization_members_user_idx').on(t.userId)],
);

export const testSuites = pgTable(
  'test_suites',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    features: jsonb('features').$type<Record<string, unknown>>().notNull().default({}),
    // Bumped by triggers on test_cases (migration 0005_tree_version) whenever the project's tree
    // can change: a test added, removed, renamed, moved or its state changed. Servers cache the
    // serialized tree under it, so every instance on this database knows when its copy is stale.
    treeVersion: bigint('tree_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('test_suites_org_idx').on(t.orgId)],
);

export const browserStates = pgTable(
  'browser_states',
  {
    id: id(),
    testSuiteId: uuid('test_suite_id')
      .notNull()
      .references(() => testSuites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageState: jsonb('storage_state').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('browser_states_suite_idx').on(t.testSuiteId)],
);

export const sharedParameters = pgTable(
  'shared_parameters',
  {
    id: id(),
    testSuiteId: uuid('test_suite_id')
      .notNull()
      .references(() => testSuites.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    // A secret: never logged, never written into scripts; substituted at run time.
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('shared_parameters_suite_key').on(t.testSuiteId, t.key)],
);

export const testCases = pgTable(
  'test_cases',
  {
    id: id(),
    testSuiteId: uuid('test_suite_id')
      .notNull()
      .references(() => testSuites.id, { onDelete: 'cascade' }),
    path: text('path').notNull().default(''),
    name: text('name').notNull(),
    title: text('title'),
    website: text('website').notNull(),
    browserStateId: uuid('browser_state_id').references(() => browserStates.id, { onDelete: 'set null' }),
    sharedParameterIds: jsonb('shared_parameter_ids').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    // Secrets: read only by the executor at run time, never returned on public pages.
    credentials: jsonb('credentials').$type<Record<string, unknown>>(),
    testModuleIdForSetup: uuid('test_module_id_for_setup'),
    executionSettings: jsonb('execution_settings').$type<Record<string, unknown>>(),
    testParameters: jsonb('test_parameters').$type<Record<string, string>>().notNull().default({}),
    state: text('state').$type<Schemas['TestCaseState']>().notNull().default('created'),
    finalMessage: text('final_message'),
    finalScript: text('final_script'),
    finalScriptPy: text('final_script_py'),
    testGenerationSteps: jsonb('test_generation_steps').$type<RecordedStep[]>().notNull().default([]),
    artifacts: jsonb('artifacts').$type<string[]>().notNull().default([]),
    // Set anew each time generation is queued: a generation job writes only while the test still
    // carries its id, so a cancel, an edit or a newer generation silently retires an older job.
    generationId: uuid('generation_id'),
    isPublic: boolean('is_public').notNull().default(false),
    publicSlug: text('public_slug').unique(),
    // Quarantined: still runs and reports, but its failure fails neither its group, the CLI nor JUnit.
    quarantined: boolean('quarantined').notNull().default(false),
    quarantineReason: text('quarantine_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('test_cases_suite_idx').on(t.testSuiteId)],
);

export const testModules = pgTable(
  'test_modules',
  {
    id: id(),
    testSuiteId: uuid('test_suite_id')
      .notNull()
      .references(() => testSuites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    moduleType: text('module_type').notNull(),
    testCaseId: uuid('test_case_id').references(() => testCases.id, { onDelete: 'set null' }),
    definingPyScript: text('defining_py_script'),
    createdAt: createdAt(),
  },
  (t) => [index('test_modules_suite_idx').on(t.testSuiteId)],
);

export const testCollections = pgTable(
  'test_collections',
  {
    id: id(),
    testSuiteId: uuid('test_suite_id')
      .notNull()
      .references(() => testSuites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    schedule: text('schedule'),
    /** The environment its schedule runs against; null: the tests' own websites and values. */
    environmentId: uuid('environment_id').references((): AnyPgColumn => environments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('test_collections_suite_idx').on(t.testSuiteId)],
);

export const collectionTestCases = pgTable(
  'collection_test_cases',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => testCollections.id, { onDelete: 'cascade' }),
    testCaseId: uuid('test_case_id')
      .notNull()
      .references(() => testCases.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.testCaseId] })],
);

/** One press of run-all (on a collection or a whole project): groups the test runs it started. */
export const collectionRuns = pgTable(
  'collection_runs',
  {
    id: id(),
    testSuiteId: uuid('test_suite_id')
      .notNull()
      .references(() => testSuites.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id').references(() => testCollections.id, { onDelete: 'cascade' }),
    status: text('status').$type<Schemas['RunStatus']>().notNull().default('pending'),
    settings: jsonb('settings').$type<Schemas['RunSettings']>(),
    /** The environment it ran against, and its name then (kept when the environment is deleted). */
    environmentId: uuid('environment_id').references((): AnyPgColumn => environments.id, { onDelete: 'set null' }),
    environmentName: text('environment_name'),
    createdAt: createdAt(),
    /** Set once, when the last of its runs ends (its status is then the group's verdict). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('collection_runs_suite_idx').on(t.testSuiteId, t.createdAt)],
);

export const testRuns = pgTable(
  'test_runs',
  {
    id: id(),
    testCaseId: uuid('test_case_id')
      .notNull()
      .references(() => testCases.id, { onDelete: 'cascade' }),
    collectionRunId: uuid('collection_run_id').references(() => collectionRuns.id, { onDelete: 'set null' }),
    status: text('status').$type<Schemas['RunStatus']>().notNull().default('pending'),
    settings: jsonb('settings').$type<Schemas['RunSettings']>(),
    finalMessage: text('final_message'),
    artifacts: jsonb('artifacts').$type<string[]>().notNull().default([]),
    /** How many times a failed attempt may be run again (0–3), fixed when the run is queued. */
    retries: integer('retries').notNull().default(0),
    /** The attempts before the last, each with its own artifacts (named `attempt-N/…`). */
    attempts: jsonb('attempts').$type<RunAttempt[]>().notNull().default([]),
    /** Passed only after a failed attempt. */
    flaky: boolean('flaky').notNull().default(false),
    /** The test's script version it ran (script_versions.version); null before versions were kept. */
    scriptVersion: integer('script_version'),
    /** The environment it runs against, and its name then (kept when the environment is deleted). */
    environmentId: uuid('environment_id').references((): AnyPgColumn => environments.id, { onDelete: 'set null' }),
    environmentName: text('environment_name'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('test_runs_case_idx').on(t.testCaseId, t.createdAt)],
);

/** Binary files produced by generation and runs: screenshots, traces, videos. */
export const files = pgTable(
  'files',
  {
    id: id(),
    testCaseId: uuid('test_case_id').references(() => testCases.id, { onDelete: 'cascade' }),
    testRunId: uuid('test_run_id').references(() => testRuns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    key: text('key').unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The content when the database itself stores it (before artifact storage); null: in the file store under `key`. */
    data: bytea('data'),
    createdAt: createdAt(),
  },
  (t) => [index('files_case_idx').on(t.testCaseId), index('files_run_idx').on(t.testRunId)],
);

export const testLogs = pgTable(
  'test_logs',
  {
    id: id(),
    testCaseId: uuid('test_case_id')
      .notNull()
      .references(() => testCases.id, { onDelete: 'cascade' }),
    testRunId: uuid('test_run_id').references(() => testRuns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('test_logs_case_idx').on(t.testCaseId)],
);

/**
 * The auth server's own data. Secrets handed to people (refresh tokens, e-mailed link tokens)
 * are stored only as SHA-256 hashes; the private signing key is stored as a JWK so that every
 * server process on the same database signs alike.
 */
export const authSigningKeys = pgTable(
  'auth_signing_keys',
  {
    kid: text('kid').primaryKey(),
    privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
    publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  // At most one active key: two servers starting at once on an empty database cannot both win.
  (t) => [uniqueIndex('auth_signing_keys_one_active').on(t.active).where(sql`active`)],
);

export type AuthMethod = { method: string; timestamp: number };

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aal: text('aal').notNull().default('aal1'),
    amr: jsonb('amr').$type<AuthMethod[]>().notNull().default([]),
    createdAt: createdAt(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    // A rotated token stays, revoked, so that its reuse is recognised (and ends the session).
    revoked: boolean('revoked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('auth_refresh_tokens_session_idx').on(t.sessionId)],
);

/** Links sent by e-mail (sign-up confirmation, password recovery): one use, then gone. */
export const authOneTimeTokens = pgTable(
  'auth_one_time_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'signup' | 'recovery'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_one_time_tokens_user_idx').on(t.userId, t.kind)],
);

export const authMfaFactors = pgTable(
  'auth_mfa_factors',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name'),
    factorType: text('factor_type').notNull().default('totp'),
    status: text('status').$type<'unverified' | 'verified'>().notNull().default('unverified'),
    // The TOTP secret must be readable to check codes, so it cannot be hashed.
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_mfa_factors_user_idx').on(t.userId)],
);

export const authMfaChallenges = pgTable('auth_mfa_challenges', {
  id: id(),
  factorId: uuid('factor_id')
    .notNull()
    .references(() => authMfaFactors.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * A sign-in with Google or Microsoft under way: written by /authorize, spent by /callback (once,
 * within minutes). The `state` sent through the provider and the cookie that binds the flow to
 * the browser which started it are kept only as hashes.
 */
export const authOauthFlows = pgTable(
  'auth_oauth_flows',
  {
    id: id(),
    stateHash: text('state_hash').notNull().unique(),
    browserHash: text('browser_hash').notNull(),
    provider: text('provider').notNull(),
    redirectTo: text('redirect_to').notNull(),
    // The callback address sent to the provider: the code exchange must repeat it exactly.
    callbackUrl: text('callback_url').notNull(),
    nonce: text('nonce').notNull(),
    // PKCE towards the provider; readable because the token request must send it.
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_oauth_flows_expires_idx').on(t.expiresAt)],
);

/** Which person at which provider (its `iss`-scoped `sub`) is which user: later sign-ins follow it, not the e-mail. */
export const authIdentities = pgTable(
  'auth_identities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    // The address the provider last reported, for the record; sign-in goes by subject.
    email: text('email'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('auth_identities_provider_subject').on(t.provider, t.subject), index('auth_identities_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every server process on the database. */
export const authRateLimits = pgTable('auth_rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Mail kept locally when no SMTP server is configured; shown at /dev/mailbox outside production. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * Keys of stored files whose rows were deleted (directly or by a cascade): a trigger records
 * them in the same transaction, and a sweeper removes them from the file store afterwards, so
 * no object outlives its row even across a crash.
 */
export const fileDeletions = pgTable('file_deletions', {
  key: text('key').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Processes serving generation and run jobs (an in-process executor of a server, or
 * `npm run executor`). Each beats its heartbeat every few seconds; one silent for longer than
 * EXECUTOR_LOST_SECONDS is taken for dead and its jobs are retried or aborted.
 */
export const executors = pgTable('executors', {
  id: id(),
  /** host:pid, for the operator. */
  name: text('name').notNull(),
  slots: integer('slots').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when it stopped (cleanly, or taken for dead): it no longer counts as a free slot. */
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
});

/** The jobs an executor holds right now: a slot each. Deleted when the job ends. */
export const executorJobs = pgTable(
  'executor_jobs',
  {
    executorId: uuid('executor_id')
      .notNull()
      .references(() => executors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'generation' | 'run'>().notNull(),
    /** The run's id, or the generated test's id. */
    targetId: uuid('target_id').notNull(),
    /** The generation id of a generation job (its writes are only valid while it matches). */
    generationId: uuid('generation_id'),
    /** 1 for the first try; a job taken again after its executor died has 2. */
    attempt: integer('attempt').notNull().default(1),
    /**
     * The job as it was queued (a resume, the readings a regenerate carried over): a job taken
     * back from a lost executor is queued again with it, not as a bare generation.
     */
    data: jsonb('data').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.targetId] }), index('executor_jobs_executor_idx').on(t.executorId)],
);

export type AlertChannelKind = 'email' | 'slack' | 'webhook';
export type AlertNotifyOn = 'failure' | 'recovery' | 'every';
export type AlertEvent = 'failure' | 'recovery' | 'flaky' | 'run' | 'test';
export type AlertDeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * Where a project's alerts go (server/alerts). A channel with a collection serves that
 * collection; one without is the project's default, used by collections with no enabled
 * channel of their own and by project run-alls.
 */
export const alertChannels = pgTable(
  'alert_channels',
  {
    id: id(),
    testSuiteId: uuid('test_suite_id')
      .notNull()
      .references(() => testSuites.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id').references(() => testCollections.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AlertChannelKind>().notNull(),
    /**
     * E-mail addresses (comma-separated), or the URL to post to. A secret for `slack` and
     * `webhook`: such URLs carry tokens, so they are never logged and listed only masked.
     */
    target: text('target').notNull(),
    notifyOn: text('notify_on').$type<AlertNotifyOn>().notNull().default('failure'),
    includeFlaky: boolean('include_flaky').notNull().default(false),
    includeQuarantined: boolean('include_quarantined').notNull().default(false),
    /** The HMAC-SHA256 key of a `webhook` channel: shown once, when the channel is created. */
    signingSecret: text('signing_secret'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('alert_channels_suite_idx').on(t.testSuiteId)],
);

/** One alert to one channel, its attempts, and the last answer it got. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: id(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => alertChannels.id, { onDelete: 'cascade' }),
    testSuiteId: uuid('test_suite_id')
      .notNull()
      .references(() => testSuites.id, { onDelete: 'cascade' }),
    /** Null for a test alert. */
    collectionRunId: uuid('collection_run_id').references(() => collectionRuns.id, { onDelete: 'cascade' }),
    event: text('event').$type<AlertEvent>().notNull(),
    status: text('status').$type<AlertDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The HTTP status of the last answer; null for mail, a network error, or no attempt yet. */
    lastStatus: integer('last_status'),
    /** The last answer's first 500 characters (masked), or the error of the last attempt. */
    lastAnswer: text('last_answer'),
    createdAt: createdAt(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // A group alerts each channel once, however many processes saw it end.
    unique('alert_deliveries_channel_run').on(t.channelId, t.collectionRunId),
    index('alert_deliveries_suite_idx').on(t.testSuiteId, t.createdAt),
    index('alert_deliveries_run_idx').on(t.collectionRunId),
  ],
);

/**
 * Every change of a test's final scripts, numbered from 1 per test: what made it (generation,
 * regeneration, step feedback, import, restore, heal) and who. The test's final_script is the
 * newest version's; a run records the version it ran.
 */
export const scriptVersions = pgTable(
  'script_versions',
  {
    id: id(),
    testCaseId: uuid('test_case_id')
      .notNull()
      .references(() => testCases.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    finalScript: text('final_script').notNull(),
    finalScriptPy: text('final_script_py'),
    source: text('source').$type<Schemas['ScriptVersionSource']>().notNull(),
    /** Who made it: a person's e-mail, or null for the product itself. */
    author: text('author'),
    createdAt: createdAt(),
  },
  (t) => [unique('script_versions_test_version').on(t.testCaseId, t.version)],
);

/**
 * A project's named environment (staging, production…): a base URL whose origin replaces each
 * test's website origin, and parameter values overriding the tests' defaults and shared
 * parameters. The values are secrets, like shared parameters: never returned, masked in runs.
 */
export const environments = pgTable(
  'environments',
  {
    id: id(),
    testSuiteId: uuid('test_suite_id')
      .notNull()
      .references(() => testSuites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    baseUrl: text('base_url'),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('environments_suite_name').on(t.testSuiteId, t.name)],
);

/**
 * A heal a run proposes (server/runs/heal/): the run failed because a step's element was no
 * longer found, the element was found again with unambiguous evidence, and the healed script
 * passed. Accepting writes the new scripts as a version (source `heal`) and runs the test again;
 * the run itself stays failed. One per run.
 */
export const healProposals = pgTable(
  'heal_proposals',
  {
    id: id(),
    testRunId: uuid('test_run_id')
      .notNull()
      .unique()
      .references(() => testRuns.id, { onDelete: 'cascade' }),
    testCaseId: uuid('test_case_id')
      .notNull()
      .references(() => testCases.id, { onDelete: 'cascade' }),
    /** 0-based position of the healed step in the script. */
    step: integer('step').notNull(),
    stepTitle: text('step_title').notNull(),
    status: text('status').$type<Schemas['HealStatus']>().notNull().default('proposed'),
    /** Accepted by the project's rule rather than by a person. */
    automatic: boolean('automatic').notNull().default(false),
    oldLocator: jsonb('old_locator').$type<LocatorSpec>().notNull(),
    newLocator: jsonb('new_locator').$type<LocatorSpec>().notNull(),
    newFallbacks: jsonb('new_fallbacks').$type<LocatorSpec[]>().notNull().default([]),
    oldFingerprint: jsonb('old_fingerprint').$type<Fingerprint>().notNull(),
    newFingerprint: jsonb('new_fingerprint').$type<Fingerprint>().notNull(),
    oldElement: text('old_element').notNull(),
    newElement: text('new_element').notNull(),
    evidence: jsonb('evidence').$type<string[]>().notNull().default([]),
    oldScript: text('old_script').notNull(),
    newScript: text('new_script').notNull(),
    oldScriptPy: text('old_script_py'),
    newScriptPy: text('new_script_py'),
    /** Run artifacts: the page before the step at generation, and at the failure. */
    beforeImage: text('before_image'),
    afterImage: text('after_image'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The script version an accepted heal wrote, and the run it queued. */
    scriptVersion: integer('script_version'),
    rerunId: uuid('rerun_id'),
    createdAt: createdAt(),
  },
  (t) => [index('heal_proposals_case_idx').on(t.testCaseId, t.createdAt)],
);
